import { formatWait } from '../../../src/lib/formatWait';

describe('formatWait', () => {
  it.each([
    [44_200, 'id', '45 detik'],
    [45_000, 'en', '45 seconds'],
    [1, 'en', '1 second'],
    [0, 'id', '1 detik'],
    [90_000, 'en', '90 seconds'],
    [90_001, 'en', '2 minutes'],
    [59 * 60_000, 'id', '59 menit'],
    [22 * 3_600_000 - 5_000, 'en', '22 hours'],
    [3 * 3_600_000, 'id', '3 jam'],
  ] as const)('%d ms in %s → %s', (ms, language, text) => {
    expect(formatWait(ms, language)).toBe(text);
  });
});
