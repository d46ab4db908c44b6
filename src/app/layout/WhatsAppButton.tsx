import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import { useAboveConsentBanner } from '../../components/consent/bannerHeight';
import { Icon } from '../../components/Icon';
import { whatsappHref } from '../../content/company';
import { useWhatsAppMessage } from '../../lib/whatsappTopic';
import { useT } from '../../lib/useLanguage';

/**
 * Chat on WhatsApp, on every public page (docs/product.md#whatsapp): a plain link prefilled in
 * the page's language with a message about the page, which its route's handle names
 * (lib/whatsappTopic.ts).
 * None where no route names a topic (the admin area, template material).
 */
export function WhatsAppButton() {
  const { t } = useT();
  const message = useWhatsAppMessage();
  const style = useAboveConsentBanner();
  return message ? (
    <a
      className="whatsapp-button"
      style={style}
      href={whatsappHref(message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
    >
      <Icon svg={whatsapp} />
    </a>
  ) : null;
}
