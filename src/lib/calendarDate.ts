import type { Language } from './i18n';

const MONTHS: Record<Language, readonly string[]> = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A calendar date ("2026-11-22") as "22 November 2026", what `Intl.DateTimeFormat` writes with
 * `dateStyle: 'long'` for id-ID and en-GB (a unit test holds the two equal). Written by hand
 * because the browser's first `Intl.DateTimeFormat` loads its locale data: about 25 ms of main
 * thread inside hydration on a mid-range phone. The date is read as written, never shifted by
 * a time zone, so the prerendered HTML and the browser agree on the day.
 */
export function formatCalendarDate(isoDate: string, lng: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[lng][Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** A month ("2026-02") as "Februari 2026" / "February 2026". */
export function formatCalendarMonth(isoMonth: string, lng: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const month = match ? MONTHS[lng][Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoMonth;
  return `${month} ${match[1]}`;
}
