// CSV files for spreadsheets (docs/architecture.md#the-contact-inbox): the inbox's export now, job
// applications later. RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180) with every cell quoted,
// CRLF records and a UTF-8 byte order mark (without it Excel reads UTF-8 as the system's code
// page and garbles names such as "Ñoman" or "李"); formula injection neutralised
// (https://owasp.org/www-community/attacks/CSV_Injection).
import type { Language } from './i18n';

/**
 * The separator between cells. A spreadsheet opens a CSV file in columns only when the file uses
 * its locale's list separator: `;` where the decimal mark is a comma (Indonesian, most of Europe),
 * `,` in English. A `sep=` first line would tell Excel, but other programs show it as data; so
 * the file comes in both shapes and the admin picks one, the page's language choosing the default.
 */
export type CsvSeparator = ';' | ',';
export const CSV_SEPARATORS: readonly CsvSeparator[] = [';', ','];

/** The separator a spreadsheet in `language` expects. */
export function csvSeparatorFor(language: Language): CsvSeparator {
  return language === 'id' ? ';' : ',';
}

/**
 * Where a spreadsheet may start a formula inside a cell: after a separator of either shape, a
 * tab or a line break. A program that splits on another separator than the file's (or ignores
 * the quotes, or splits on tabs and lines as a paste does) starts a new cell there.
 */
const INNER_FORMULA = /([;,\t\r\n])(?=[^\S\t\r\n]*[=+\-@])/g;

/**
 * A cell that Excel, LibreOffice or Google Sheets would run as a formula: one beginning with
 * `=`, `+`, `-` or `@`, or a tab or carriage return (some programs drop them, then see what
 * follows), also after leading whitespace, which some importers trim.
 */
const LEADING_FORMULA = /^\s*[=+\-@\t\r]/;

/**
 * Neutralises every place a formula could start with a `'` just before it. Why `'`: it is
 * OWASP's advice, and every spreadsheet reads a cell that begins with it as text; it stays
 * visible where it was added, so a reader sees that the text was changed and how (drop the `'`
 * to get the original). A leading space or tab would be trimmed by some importers, and a
 * zero-width character would hide the change. The cost: a phone number "+62…" or a list item
 * "- kasir" after a line break gains a `'`.
 */
export function neutraliseFormulas(value: string): string {
  const inner = value.replace(INNER_FORMULA, "$1'");
  return LEADING_FORMULA.test(inner) ? `'${inner}` : inner;
}

/** One cell: formulas neutralised, then quoted, inner quotes doubled. */
export function csvCell(value: string): string {
  return `"${neutraliseFormulas(value).replace(/"/g, '""')}"`;
}

/** The whole file: BOM, then CRLF-terminated records of cells joined by `separator`. */
export function buildCsv(rows: readonly (readonly string[])[], separator: CsvSeparator): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(separator)}\r\n`).join('')}`;
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
