import { useTranslation } from 'react-i18next';

/** The error state of a list in the admin area, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{t('account.loadFailed')}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
