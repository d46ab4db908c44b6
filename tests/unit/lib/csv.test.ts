// The shared CSV writer (src/lib/csv.ts): every cell quoted, both separators, and no cell or
// piece of a cell that a spreadsheet could start a formula with.
import {
  CSV_SEPARATORS,
  buildCsv,
  csvCell,
  csvSeparatorFor,
  type CsvSeparator,
} from '../../../src/lib/csv';

/** Cells that try to start a formula, each in its own way. */
const INJECTIONS: [label: string, cell: string][] = [
  ['=', '=1+1'],
  ['+', '+62 812 3456'],
  ['-', '-20% diskon'],
  ['@', '@SUM(A1)'],
  ['a tab', '\t=1+1'],
  ['a carriage return', '\r=1+1'],
  ['spaces, then =', '   =1+1'],
  ['a tab alone first', '\tcmd'],
  ['NBSP, then +', '\u00A0+1'],
  ['an ideographic space, then -', '\u3000-1'],
  ['a formula with quotes and commas', '=HYPERLINK("http://jahat.test","klik")'],
  ['= after ;', 'Harga;=1+1'],
  ['= after ,', 'Harga,=1+1'],
  ['- after ", "', 'Harga, -1+1'],
  ['@ after "; "', 'Harga;  @SUM(A1)'],
  ['+ after a tab', 'Harga\t+1'],
  ['= after a line break', 'Baris 1\n=1+1'],
  ['- after CRLF', 'Baris 1\r\n-1+1'],
  ['; then = first', ';=1+1'],
  ['a chain', '=1;=2,=3\t=4\n=5'],
];

/** Ordinary cells that must come back as they were. */
const PLAIN: string[] = [
  'Ni Luh Putu Ayu Sukmawati',
  'I Gusti Ngurah Rai, S.Kom.',
  'Désa Adat Ubud — ꦧꦭꦶ 李',
  'kata "bagus"; harga 1.500.000,00',
  'baris 1\r\nbaris 2',
  'a=b+c-d@e',
  '',
];

/** An RFC 4180 reader: what a spreadsheet that honours quotes sees. */
function parseCsv(text: string, separator: CsvSeparator): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell || row.length) throw new Error('the file does not end with CRLF');
  return rows;
}

/** A formula's first characters, as spreadsheets see them (OWASP's list). */
const FORMULA_START = /^\s*[=+\-@\t\r]/;
const removeNeutraliser = (cell: string) => cell.replace(/'(?=\s*[=+\-@\t\r])/g, '');

describe('csvCell', () => {
  it('quotes every cell, doubling inner quotes', () => {
    expect(csvCell('Wayan')).toBe('"Wayan"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('kata "bagus"')).toBe('"kata ""bagus"""');
    expect(csvCell('a;b,c')).toBe('"a;b,c"');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+62 812 3456', `"'+62 812 3456"`],
    ['\t=1+1', `"'\t'=1+1"`],
    ['   =1+1', `"'   =1+1"`],
    ['Harga, -1', `"Harga,' -1"`],
    ['Baris 1\n=1+1', `"Baris 1\n'=1+1"`],
    ['=HYPERLINK("http://jahat.test","klik")', `"'=HYPERLINK(""http://jahat.test"",""klik"")"`],
  ])('neutralises %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe.each(CSV_SEPARATORS)('a file separated by %j', (separator) => {
  const rows = [['Nama', 'Pesan'], ...INJECTIONS, ...PLAIN.map((cell) => ['Wayan', cell])];
  const csv = buildCsv(rows, separator);

  it('starts with a BOM, ends every record with CRLF, and reads back in columns', () => {
    expect(csv.startsWith('\uFEFF"Nama"' + separator + '"Pesan"\r\n')).toBe(true);
    const read = parseCsv(csv.slice(1), separator);
    expect(read).toHaveLength(rows.length);
    for (const row of read) expect(row).toHaveLength(2);
    // Ordinary text comes back as it was.
    expect(read.slice(1 + INJECTIONS.length).map(([, cell]) => cell)).toEqual(PLAIN);
  });

  it.each(INJECTIONS.map(([label, cell], index) => [label, cell, index] as const))(
    'neutralises a cell with %s and keeps its text',
    (_label, cell, index) => {
      const read = parseCsv(csv.slice(1), separator)[1 + index]?.[1] ?? '';
      expect(read).not.toMatch(FORMULA_START);
      expect(removeNeutraliser(read)).toBe(cell);
      // Where a spreadsheet splits the cell (on either separator, a tab or a line break, as a
      // program with other settings or a paste does), no piece starts a formula either.
      for (const piece of read.split(/[;,\t\r\n]/)) expect(piece).not.toMatch(/^\s*[=+\-@]/);
    },
  );

  it('gives only the BOM for no rows', () => {
    expect(buildCsv([], separator)).toBe('\uFEFF');
  });
});

describe('csvSeparatorFor', () => {
  it("gives the page's language its spreadsheets' list separator", () => {
    expect(csvSeparatorFor('id')).toBe(';');
    expect(csvSeparatorFor('en')).toBe(',');
  });
});
