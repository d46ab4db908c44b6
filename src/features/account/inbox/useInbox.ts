// The inbox's list state for one filter: the loaded pages, loading more, and the changes an
// admin makes (mark read, archive with undo, delete), each kept in step with Firestore.
import { useCallback, useEffect, useState } from 'react';
import type { ContactMessage } from '../../../lib/contactMessages';
import {
  deleteMessage,
  listMessagesPage,
  markMessageRead,
  setMessageArchived,
  type InboxFilter,
  type InboxTopic,
  type PageCursor,
} from './inboxService';

export type InboxList =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      messages: ContactMessage[];
      next?: PageCursor;
      more: 'idle' | 'loading' | 'failed';
    };

/** The last archive or restore, so it can be undone: the message as it was and its place. */
export interface Moved {
  message: ContactMessage;
  index: number;
}

interface Loaded {
  /** The filter and attempt this state belongs to; any other key reads as loading. */
  key: string;
  list: InboxList;
  moved?: Moved;
}

export function useInbox(filter: InboxFilter, topic: InboxTopic = {}) {
  const [attempt, setAttempt] = useState(0);
  const { product, intent } = topic;
  const key = `${filter}/${product ?? ''}/${intent ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', list: { state: 'loading' } });
  const current = loaded.key === key ? loaded : undefined;
  const list: InboxList = current?.list ?? { state: 'loading' };
  const moved = current?.moved;

  useEffect(() => {
    let active = true;
    listMessagesPage(filter, { product, intent }).then(
      (page) => active && setLoaded({ key, list: { state: 'ready', ...page, more: 'idle' } }),
      (error: unknown) => {
        console.error(error);
        if (active) setLoaded({ key, list: { state: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [filter, product, intent, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Changes this key's state (a late answer for another filter changes nothing). */
  const update = (change: (state: Loaded) => Partial<Loaded>) =>
    setLoaded((state) => (state.key === key ? { ...state, ...change(state) } : state));

  /** Changes the ready list. */
  const updateReady = (
    change: (
      list: Extract<InboxList, { state: 'ready' }>,
    ) => Partial<Extract<InboxList, { state: 'ready' }>>,
  ) => update(({ list }) => (list.state === 'ready' ? { list: { ...list, ...change(list) } } : {}));

  const loadMore = async () => {
    if (list.state !== 'ready' || !list.next) return;
    const { next } = list;
    updateReady(() => ({ more: 'loading' }));
    try {
      const page = await listMessagesPage(filter, { product, intent }, next);
      updateReady(({ messages }) => ({
        messages: [...messages, ...page.messages],
        next: page.next,
        more: 'idle',
      }));
    } catch (error) {
      console.error(error);
      updateReady(() => ({ more: 'failed' }));
    }
  };

  const markRead = async (message: ContactMessage) => {
    await markMessageRead(message.id);
    updateReady(({ messages }) => ({
      messages: messages.map((m) => (m.id === message.id ? { ...m, read: true } : m)),
    }));
  };

  /** Archives (or restores) a message: it leaves this filter's list until undone. */
  const toggleArchived = async (message: ContactMessage) => {
    await setMessageArchived(message.id, !message.archived);
    update(({ list }) =>
      list.state === 'ready'
        ? {
            list: { ...list, messages: list.messages.filter((m) => m.id !== message.id) },
            moved: { message, index: list.messages.findIndex((m) => m.id === message.id) },
          }
        : {},
    );
  };

  const undo = async () => {
    if (!moved) return;
    const { message, index } = moved;
    await setMessageArchived(message.id, message.archived);
    update(({ list }) =>
      list.state === 'ready'
        ? {
            list: {
              ...list,
              messages: [...list.messages.slice(0, index), message, ...list.messages.slice(index)],
            },
            moved: undefined,
          }
        : { moved: undefined },
    );
  };

  const remove = async (message: ContactMessage) => {
    await deleteMessage(message.id);
    update((state) => ({
      list:
        state.list.state === 'ready'
          ? { ...state.list, messages: state.list.messages.filter((m) => m.id !== message.id) }
          : state.list,
      moved: state.moved?.message.id === message.id ? undefined : state.moved,
    }));
  };

  return { list, retry, loadMore, markRead, toggleArchived, undo, moved, remove };
}
