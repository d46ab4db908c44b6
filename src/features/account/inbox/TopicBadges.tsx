import type { ContactMessage } from '../../../lib/contactMessages';
import { useTopicLabels } from './topicLabels';
import { useT } from '../../../lib/useLanguage';

/** A message's product and intent, each labelled for screen readers; nothing when it has none. */
export function TopicBadges({
  message,
  className = '',
}: {
  message: Pick<ContactMessage, 'product' | 'intent'>;
  className?: string;
}) {
  const { t } = useT();
  const labels = useTopicLabels();
  const badges = [
    ['product', labels.product(message.product)],
    ['intent', labels.intent(message.intent)],
  ].filter(([, text]) => text);
  if (badges.length === 0) return null;
  return (
    <span className={`d-flex flex-wrap gap-1 ${className}`}>
      {badges.map(([kind, text]) => (
        <span key={kind} className="badge text-bg-light border" data-topic={kind}>
          <span className="visually-hidden">{t(`account.inbox.topic.${kind}`)}: </span>
          {text}
        </span>
      ))}
    </span>
  );
}
