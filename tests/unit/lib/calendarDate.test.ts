import { formatCalendarDate } from '../../../src/lib/calendarDate';

const INTL_LOCALE = { id: 'id-ID', en: 'en-GB' } as const;

describe('formatCalendarDate', () => {
  it('writes what Intl.DateTimeFormat writes with dateStyle long, for every month and both languages', () => {
    for (const lng of ['id', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[lng], {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 9, 28]) {
          const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([iso, lng, formatCalendarDate(iso, lng)]).toEqual([
            iso,
            lng,
            intl.format(new Date(`${iso}T00:00:00Z`)),
          ]);
        }
      }
    }
  });

  it('gives back what is not a calendar date unchanged rather than inventing one', () => {
    expect(formatCalendarDate('2026-13-01', 'id')).toBe('2026-13-01');
    expect(formatCalendarDate('kemarin', 'en')).toBe('kemarin');
  });
});
