import { useTranslation } from 'react-i18next';
import { whatsappHref } from '../../content/company';
import { pageTopic } from '../../lib/pageTopic';

/**
 * Chat on WhatsApp, on every public page (docs/product.md#whatsapp): a plain link prefilled in
 * the page's language with a message naming the page, its icon drawn by CSS, so the first load
 * pays almost nothing for it. Rendered right after the page, whose PageMeta has just set
 * `pageTopic`; none where it is empty (the admin area, template material).
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  return pageTopic.name ? (
    <a
      className="whatsapp-button"
      href={whatsappHref(t('whatsapp.text', { page: pageTopic.name }))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
    />
  ) : null;
}
