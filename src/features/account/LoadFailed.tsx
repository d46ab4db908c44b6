import { useT } from '../../lib/useLanguage';

/** A failed load in the admin area, with a button that tries again. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useT();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{message ?? t('account.loadFailed')}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
