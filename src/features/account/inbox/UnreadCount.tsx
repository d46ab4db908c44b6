import { useUnreadCount } from './useUnreadCount';
import { useStaffStrings } from '../../../lib/staffStrings';
import { useT } from '../../../lib/useLanguage';

/**
 * The navbar's unread badge. Render it only for an admin: mounting it loads Firestore and
 * sends the count query (docs/architecture.md#the-contact-inbox).
 */
export function UnreadCount() {
  useStaffStrings();
  const { t } = useT();
  const count = useUnreadCount();
  if (count === undefined || count === '0') return null;
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-primary" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">({t('account.inbox.unreadCount', { count })})</span>
    </>
  );
}
