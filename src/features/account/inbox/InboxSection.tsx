import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { LoadFailed } from '../LoadFailed';
import { useDateTime } from '../useDateTime';
import { products } from '../../../content/products';
import { CONTACT_INTENTS, contactIntent, contactProduct } from '../../../lib/contactMessages';
import { INBOX_FILTERS, listAllMessages, type InboxFilter, type InboxTopic } from './inboxService';
import { InboxMessage } from './InboxMessage';
import { CSV_SEPARATORS, csvSeparatorFor, downloadCsv, type CsvSeparator } from '../../../lib/csv';
import { useT } from '../../../lib/useLanguage';
import { messagesCsv } from './messagesCsv';
import { TopicBadges } from './TopicBadges';
import { useTopicLabels } from './topicLabels';
import { useInbox } from './useInbox';
import { useUnreadCount } from './useUnreadCount';

/** The contact inbox (docs/architecture.md#the-contact-inbox): filters, pages, actions, export. */
export function InboxSection() {
  const { t, language } = useT();
  const formatDate = useDateTime();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [topic, setTopic] = useState<InboxTopic>({});
  const labels = useTopicLabels();
  const inbox = useInbox(filter, topic);
  const { list, moved } = inbox;
  const unread = useUnreadCount();
  const [openId, setOpenId] = useState<string>();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [undoFailed, setUndoFailed] = useState(false);
  // A spreadsheet opens the file in columns only with its own list separator (src/lib/csv.ts):
  // the page's language guesses it, the admin may choose the other.
  const [separator, setSeparator] = useState<CsvSeparator>();
  const csvSeparator = separator ?? csvSeparatorFor(language);

  const messages = list.state === 'ready' ? list.messages : [];
  const open = messages.find((message) => message.id === openId);

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const all = await listAllMessages(filter, topic);
      const csv = messagesCsv(
        all,
        {
          createdAt: t('account.inbox.csv.createdAt'),
          name: t('account.inbox.csv.name'),
          email: t('account.inbox.csv.email'),
          phone: t('account.inbox.csv.phone'),
          subject: t('account.inbox.csv.subject'),
          message: t('account.inbox.csv.message'),
          read: t('account.inbox.csv.read'),
          archived: t('account.inbox.csv.archived'),
          product: t('account.inbox.csv.product'),
          intent: t('account.inbox.csv.intent'),
        },
        { yes: t('account.inbox.csv.yes'), no: t('account.inbox.csv.no') },
        labels,
        csvSeparator,
      );
      downloadCsv(csv, `messages-${filter}-${new Date().toISOString().slice(0, 10)}.csv`);
      setExporting('idle');
    } catch (error) {
      console.error(error);
      setExporting('failed');
    }
  };

  const undo = async () => {
    setUndoFailed(false);
    try {
      await inbox.undo();
    } catch (error) {
      console.error(error);
      setUndoFailed(true);
    }
  };

  return (
    <section aria-labelledby="inbox-title">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h2 id="inbox-title" className="h4 mb-0">
          {t('account.inbox.title')}
        </h2>
        {unread !== undefined && (
          <span className="text-body-secondary">
            {t('account.inbox.unreadCount', { count: unread })}
          </span>
        )}
      </div>

      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <div className="btn-group btn-group-sm" role="group" aria-label={t('account.inbox.filter')}>
          {INBOX_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className={`btn ${value === filter ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={value === filter}
              onClick={() => {
                setFilter(value);
                setOpenId(undefined);
              }}
            >
              {t(`account.inbox.filters.${value}`)}
            </button>
          ))}
        </div>
        <select
          className="form-select form-select-sm w-auto"
          aria-label={t('account.inbox.topic.product')}
          value={topic.product ?? ''}
          onChange={(event) => {
            setTopic({ ...topic, product: contactProduct(event.target.value) });
            setOpenId(undefined);
          }}
        >
          <option value="">{t('account.inbox.topic.anyProduct')}</option>
          {products.map((product) => (
            <option key={product.slug} value={product.slug}>
              {product.name}
            </option>
          ))}
        </select>
        <select
          className="form-select form-select-sm w-auto"
          aria-label={t('account.inbox.topic.intent')}
          value={topic.intent ?? ''}
          onChange={(event) => {
            setTopic({ ...topic, intent: contactIntent(event.target.value) });
            setOpenId(undefined);
          }}
        >
          <option value="">{t('account.inbox.topic.anyIntent')}</option>
          {CONTACT_INTENTS.map((intent) => (
            <option key={intent} value={intent}>
              {labels.intent(intent)}
            </option>
          ))}
        </select>
        <select
          className="form-select form-select-sm w-auto ms-auto"
          aria-label={t('account.inbox.csvSeparator')}
          value={csvSeparator}
          onChange={(event) =>
            setSeparator(CSV_SEPARATORS.find((value) => value === event.target.value))
          }
        >
          {CSV_SEPARATORS.map((value) => (
            <option key={value} value={value}>
              {t(`account.inbox.csvSeparators.${value === ';' ? 'semicolon' : 'comma'}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={exporting === 'busy'}
          onClick={() => void exportCsv()}
        >
          {exporting === 'busy' ? t('account.inbox.exporting') : t('account.inbox.export')}
        </button>
      </div>
      <p className="small text-body-secondary">{t(`account.inbox.filterNotes.${filter}`)}</p>
      {exporting === 'failed' && (
        <LoadFailed message={t('account.inbox.exportFailed')} onRetry={() => void exportCsv()} />
      )}

      {moved && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
          <span>
            {moved.message.archived ? t('account.inbox.unarchived') : t('account.inbox.archived')}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => void undo()}
          >
            {t('account.inbox.undo')}
          </button>
          {undoFailed && <span className="text-danger">{t('account.inbox.actionFailed')}</span>}
        </div>
      )}

      {list.state === 'loading' && <Spinner />}
      {list.state === 'failed' && <LoadFailed onRetry={inbox.retry} />}
      {list.state === 'ready' && messages.length === 0 && (
        <p className="text-body-secondary">{t(`account.inbox.empty.${filter}`)}</p>
      )}
      {messages.length > 0 && (
        <ul className="list-group inbox-list mb-3" aria-label={t('account.inbox.title')}>
          {messages.map((message) => (
            <li key={message.id} className="list-group-item p-0">
              <button
                type="button"
                className={`inbox-item${message.read ? '' : ' is-unread'}`}
                aria-expanded={message.id === openId}
                aria-controls="inbox-message"
                onClick={() => setOpenId(message.id === openId ? undefined : message.id)}
              >
                <span className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold text-truncate">{message.name}</span>
                  <span className="small text-body-secondary flex-shrink-0">
                    {formatDate(message.createdAt)}
                  </span>
                </span>
                <span className="d-flex justify-content-between gap-2">
                  <span className="text-truncate">{message.subject}</span>
                  {!message.read && (
                    <span className="badge text-bg-primary flex-shrink-0">
                      {t('account.inbox.unread')}
                    </span>
                  )}
                </span>
                <TopicBadges message={message} className="mt-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.state === 'ready' && list.more === 'failed' && (
        <LoadFailed message={t('account.inbox.moreFailed')} onRetry={() => void inbox.loadMore()} />
      )}
      {list.state === 'ready' && list.next && list.more !== 'failed' && (
        <button
          type="button"
          className="btn btn-outline-primary mb-4"
          disabled={list.more === 'loading'}
          onClick={() => void inbox.loadMore()}
        >
          {list.more === 'loading' ? t('account.inbox.loadingMore') : t('account.inbox.loadMore')}
        </button>
      )}
      {open && (
        <InboxMessage
          key={open.id}
          message={open}
          formatDate={formatDate}
          onMarkRead={inbox.markRead}
          onToggleArchived={inbox.toggleArchived}
          onDelete={inbox.remove}
        />
      )}
    </section>
  );
}
