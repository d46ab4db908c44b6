// The inbox's CSV builder: RFC 4180 quoting, a UTF-8 BOM, and cells that a spreadsheet would
// run as a formula neutralised with a leading `'`.
import {
  buildCsv,
  csvCell,
  messagesCsv,
} from '../../../../../src/features/account/inbox/messagesCsv';

describe('csvCell', () => {
  it('leaves plain text, Indonesian names included, as it is', () => {
    expect(csvCell('Ni Luh Putu Ayu Sukmawati')).toBe('Ni Luh Putu Ayu Sukmawati');
    expect(csvCell('I Gusti Ngurah Rai, S.Kom.')).toBe('"I Gusti Ngurah Rai, S.Kom."');
    expect(csvCell('Désa Adat Ubud — ꦧꦭꦶ')).toBe('Désa Adat Ubud — ꦧꦭꦶ');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('kata "bagus"')).toBe('"kata ""bagus"""');
    expect(csvCell('baris 1\nbaris 2')).toBe('"baris 1\nbaris 2"');
    expect(csvCell('baris 1\r\nbaris 2')).toBe('"baris 1\r\nbaris 2"');
  });

  it.each([
    ['=', '=1+1', "'=1+1"],
    ['+', '+62 812 3456', "'+62 812 3456"],
    ['-', '-20% diskon', "'-20% diskon"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1+1', "'\t=1+1"],
  ])('neutralises a cell starting with %s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises a leading carriage return and then quotes it', () => {
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
  });

  it('neutralises and quotes a formula with quotes and commas', () => {
    expect(csvCell('=HYPERLINK("http://jahat.test","klik")')).toBe(
      '"\'=HYPERLINK(""http://jahat.test"",""klik"")"',
    );
  });

  it('leaves those characters alone when they are not first', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('buildCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    expect(
      buildCsv([
        ['Nama', 'Kota'],
        ['Wayan Sudarsana', 'Denpasar'],
      ]),
    ).toBe('\uFEFFNama,Kota\r\nWayan Sudarsana,Denpasar\r\n');
  });

  it('gives only the BOM for no rows', () => {
    expect(buildCsv([])).toBe('\uFEFF');
  });
});

describe('messagesCsv', () => {
  it('writes a heading and one row per message, ISO times in UTC, yes/no in words, product and intent named', () => {
    const csv = messagesCsv(
      [
        {
          id: 'm1',
          name: 'Ni Komang Ayu Swastini',
          email: 'ayu@contoh.test',
          phone: '+62 361 123',
          subject: 'Harga, paket',
          message: 'Halo',
          createdAt: Date.parse('2026-11-22T02:00:00Z'),
          read: true,
          archived: false,
          product: 'kasir-warung',
          intent: 'harga',
        },
        {
          id: 'm2',
          name: 'Made',
          email: 'made@contoh.test',
          subject: '-',
          message: 'x',
          createdAt: 0,
          read: false,
          archived: true,
        },
      ],
      {
        createdAt: 'Waktu',
        name: 'Nama',
        email: 'Email',
        phone: 'Telepon',
        subject: 'Subjek',
        message: 'Pesan',
        read: 'Dibaca',
        archived: 'Diarsipkan',
        product: 'Produk',
        intent: 'Keperluan',
      },
      { yes: 'ya', no: 'tidak' },
      {
        product: (slug) => (slug === 'kasir-warung' ? 'Segara Kasir' : ''),
        intent: (intent) => (intent === 'harga' ? 'Minta penawaran harga' : ''),
      },
    );
    expect(csv).toBe(
      '\uFEFFWaktu,Nama,Email,Telepon,Subjek,Pesan,Dibaca,Diarsipkan,Produk,Keperluan\r\n' +
        '2026-11-22T02:00:00.000Z,Ni Komang Ayu Swastini,ayu@contoh.test,\'+62 361 123,"Harga, paket",Halo,ya,tidak,Segara Kasir,Minta penawaran harga\r\n' +
        ",Made,made@contoh.test,,'-,x,tidak,ya,,\r\n",
    );
  });
});
