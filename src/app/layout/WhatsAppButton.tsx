import { useTranslation } from 'react-i18next';
import { whatsappHref } from '../../content/company';
import { useWhatsAppMessage } from '../../lib/whatsappTopic';

/**
 * Chat on WhatsApp, on every public page (docs/product.md#whatsapp): a plain link prefilled in
 * the page's language with a message about the page, which its route's handle names
 * (lib/whatsappTopic.ts), its icon drawn by CSS, so the first load pays almost nothing for it.
 * None where no route names a topic (the admin area, template material).
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  const message = useWhatsAppMessage();
  return message ? (
    <a
      className="whatsapp-button"
      href={whatsappHref(message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
    />
  ) : null;
}
