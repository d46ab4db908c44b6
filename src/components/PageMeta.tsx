import { useTranslation } from 'react-i18next';

/**
 * Per-page `<title>` and description with React 19's built-in metadata tags
 * (hoisted into `<head>`; no helmet library).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description} />
    </>
  );
}
