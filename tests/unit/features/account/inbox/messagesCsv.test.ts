// The inbox's export (the cells and the file's shape are src/lib/csv.ts's: tests/unit/lib/csv.test.ts):
// a heading and one row per message in either separator, formulas neutralised.
import { messagesCsv } from '../../../../../src/features/account/inbox/messagesCsv';

const write = (separator: ';' | ',') =>
  messagesCsv(
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
    separator,
  );

describe('messagesCsv', () => {
  it('writes a heading and one row per message, ISO times in UTC, yes/no in words, product and intent named', () => {
    expect(write(';')).toBe(
      '\uFEFF"Waktu";"Nama";"Email";"Telepon";"Subjek";"Pesan";"Dibaca";"Diarsipkan";"Produk";"Keperluan"\r\n' +
        '"2026-11-22T02:00:00.000Z";"Ni Komang Ayu Swastini";"ayu@contoh.test";"\'+62 361 123";"Harga, paket";"Halo";"ya";"tidak";"Segara Kasir";"Minta penawaran harga"\r\n' +
        '"";"Made";"made@contoh.test";"";"\'-";"x";"tidak";"ya";"";""\r\n',
    );
  });

  it('writes the same cells separated by commas', () => {
    expect(write(',')).toBe(write(';').replaceAll('";"', '","'));
  });
});
