import { useState } from 'react';
import type { ContactMessage } from '../../../lib/contactMessages';
import { TopicBadges } from './TopicBadges';
import { useT } from '../../../lib/useLanguage';

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: a mail
 * program may end the subject's header line at one and read what follows as another header
 * (`Bcc: ...`), so each run becomes one space.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;
/** Bidirectional embeddings, overrides and isolates: they would show the subject reordered. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A visitor's subject as one line of plain text for a reply (docs/architecture.md#the-contact-inbox). */
export function replySubject(subject: string): string {
  return `Re: ${subject.replace(BIDI_CONTROLS, '').replace(LINE_BREAKING, ' ').trim()}`;
}

/**
 * A reply in the admin's mail program: to the visitor, subject "Re: <subject>" on one line,
 * both percent-encoded as RFC 6068 asks (the `@` stays as it is).
 */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const to = message.email.split('@').map(encodeURIComponent).join('@');
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

interface InboxMessageProps {
  message: ContactMessage;
  formatDate: (millis: number) => string;
  onMarkRead: (message: ContactMessage) => Promise<void>;
  onToggleArchived: (message: ContactMessage) => Promise<void>;
  onDelete: (message: ContactMessage) => Promise<void>;
}

/** One opened message with its actions; delete asks for confirmation first. */
export function InboxMessage({
  message,
  formatDate,
  onMarkRead,
  onToggleArchived,
  onDelete,
}: InboxMessageProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const act = async (action: (message: ContactMessage) => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action(message);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article id="inbox-message" className="card" aria-labelledby="inbox-message-title">
      <div className="card-body">
        <h3 id="inbox-message-title" className="h5">
          {message.subject}
        </h3>
        <p className="small text-body-secondary">
          {message.name} · {message.email}
          {message.phone && <> · {message.phone}</>} · {formatDate(message.createdAt)}
        </p>
        <TopicBadges message={message} className="mb-3" />
        <p className="inbox-body">{message.message}</p>
        {failed && (
          <p className="text-danger" role="alert">
            {t('account.inbox.actionFailed')}
          </p>
        )}
        {confirming ? (
          <div
            className="alert alert-warning mb-0"
            role="alertdialog"
            aria-label={t('account.inbox.delete')}
          >
            <p>{t('account.inbox.confirmDelete')}</p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy}
                onClick={() => void act(onDelete)}
              >
                {t('account.inbox.confirmDeleteButton')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setConfirming(false)}
              >
                {t('account.inbox.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <a className="btn btn-primary btn-sm" href={replyHref(message)}>
              {t('account.inbox.reply')}
            </a>
            {message.read ? (
              <span className="text-success fw-semibold">{t('account.inbox.isRead')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={busy}
                onClick={() => void act(onMarkRead)}
              >
                {t('account.inbox.markRead')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={busy}
              onClick={() => void act(onToggleArchived)}
            >
              {message.archived ? t('account.inbox.unarchive') : t('account.inbox.archive')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('account.inbox.delete')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
