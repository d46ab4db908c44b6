// The inbox export (docs/architecture.md#the-contact-inbox): CSV as RFC 4180 describes it
// (https://www.rfc-editor.org/rfc/rfc4180), with a UTF-8 byte order mark so Excel reads
// Indonesian names correctly, and formula injection neutralised
// (https://owasp.org/www-community/attacks/CSV_Injection).
import type { ContactMessage } from '../../../lib/contactMessages';
import type { TopicLabels } from './topicLabels';

/** Excel runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading formula character gets a `'`; quotes, commas and line breaks are quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, then CRLF-terminated records. */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}

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
 * name them (empty for none).
 */
export function messagesCsv(
  messages: readonly ContactMessage[],
  headings: Record<(typeof MESSAGE_CSV_COLUMNS)[number], string>,
  words: { yes: string; no: string },
  labels: TopicLabels,
): string {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  return buildCsv([
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
  ]);
}

/** Saves `csv` as `fileName` through a Blob URL. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a browser may still be reading the Blob for the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
