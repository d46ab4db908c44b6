import { useEffect, useState } from 'react';
import { countUnreadMessages, INBOX_PAGE_SIZE, onInboxChange } from './inboxService';

/**
 * The unread count as shown ("25+" at the count query's limit), refreshed after every change
 * this tab makes; undefined while loading or after a failure (the count is a hint, not a list).
 */
export function useUnreadCount(): string | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let active = true;
    const refresh = () =>
      countUnreadMessages().then(
        (value) => active && setCount(value),
        (error: unknown) => {
          console.error(error);
          if (active) setCount(undefined);
        },
      );
    void refresh();
    const stop = onInboxChange(() => void refresh());
    return () => {
      active = false;
      stop();
    };
  }, []);
  if (count === undefined) return undefined;
  return count >= INBOX_PAGE_SIZE ? `${INBOX_PAGE_SIZE}+` : String(count);
}
