import { formatRupiah } from '../../../src/lib/formatRupiah';

const INTL_LOCALE = { id: 'id-ID', en: 'en-GB' } as const;

describe('formatRupiah', () => {
  it('groups as Intl.NumberFormat does for id-ID and en-GB, whole rupiah, after "Rp"', () => {
    const amounts = [
      0, 7, 999, 1000, 25_000, 250_000, 1_499_999.6, 12_500_000, 2_147_483_648, -75_000,
    ];
    for (const lng of ['id', 'en'] as const) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[lng], { maximumFractionDigits: 0 });
      for (const amount of amounts) {
        expect([amount, lng, formatRupiah(amount, lng)]).toEqual([
          amount,
          lng,
          `Rp${intl.format(amount)}`,
        ]);
      }
    }
  });

  it('writes the prices as the pages show them', () => {
    expect(formatRupiah(250_000, 'id')).toBe('Rp250.000');
    expect(formatRupiah(250_000, 'en')).toBe('Rp250,000');
  });
});
