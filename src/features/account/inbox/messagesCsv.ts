// The inbox export (docs/architecture.md#the-contact-inbox), written by the shared CSV writer
// (src/lib/csv.ts: every cell quoted, formulas neutralised, either separator).
import { buildCsv, type CsvSeparator } from '../../../lib/csv';
import type { ContactMessage } from '../../../lib/contactMessages';
import type { TopicLabels } from './topicLabels';

export const MESSAGE_CSV_COLUMNS = [
  'createdAt',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'read',
  'archived',
  'product',
  'intent',
] as const;

/**
 * Messages as CSV rows under `headings` (one per MESSAGE_CSV_COLUMNS entry, in the page's
 * language); times in ISO 8601 UTC, yes/no in the words given, product and intent as `labels`
 * name them (empty for none); cells separated by `separator`.
 */
export function messagesCsv(
  messages: readonly ContactMessage[],
  headings: Record<(typeof MESSAGE_CSV_COLUMNS)[number], string>,
  words: { yes: string; no: string },
  labels: TopicLabels,
  separator: CsvSeparator,
): string {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  return buildCsv(
    [
      MESSAGE_CSV_COLUMNS.map((column) => headings[column]),
      ...messages.map((message) => [
        message.createdAt ? new Date(message.createdAt).toISOString() : '',
        message.name,
        message.email,
        message.phone ?? '',
        message.subject,
        message.message,
        yesNo(message.read),
        yesNo(message.archived),
        labels.product(message.product),
        labels.intent(message.intent),
      ]),
    ],
    separator,
  );
}
