// The company's figures and times, each written down once (docs/content.md#facts). Copy in
// src/content/*.ts reads them through the helpers below; translation keys interpolate them;
// tests/unit/content/facts.test.ts fails when any copy states a figure that disagrees.
// The team's size and remote towns are mirrored here so pages outside the team's chunk need not
// load the whole team list (the /tentang budget); the facts test proves they equal ./team.ts.
import { formatCalendarDate } from '../lib/calendarDate';
import type { Language } from '../lib/i18n';
import { company } from './company';

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const facts = {
  foundedYear: company.foundedYear,
  /** The permanent team: the team list's length (checked by the facts test). */
  teamSize: 8,
  /** Where the fully remote colleagues live: the team list's `remote` members (checked). */
  remoteTowns: ['Medan', 'Yogyakarta'],
  /** Who founded the company: the team list's co-founders (checked by the facts test). */
  founders: 2,
  /**
   * The studio's history, as the post about the move tells it: since `movedIn` a two-storey
   * house on company.street; before that, `previous.years` years in a shophouse.
   */
  office: {
    floors: 2,
    /** The move-in day, as the site writes every date (YYYY-MM-DD). */
    movedIn: '2026-05-18',
    previous: { street: 'Jalan Teuku Umar', floors: 3, years: 6 },
  },
  /** Projects shipped to clients: an exact count, updated by hand when one ships. */
  projectsShipped: 68,
  /** When the office is open and the phone, WhatsApp and support are answered (WITA). */
  officeHours: { firstDay: 1, lastDay: 5, opens: '09:00', closes: '17:00' },
  /** The days the team in Bali works together at the studio; the rest of the week is hybrid. */
  studioDays: { firstDay: 2, lastDay: 4 },
  /** Fully remote colleagues come to the studio once a quarter for planning. */
  remoteVisitsPerYear: 4,
  /** First reply to a message (form, email, WhatsApp), in working days. */
  replyWorkingDays: 1,
  /** A written estimate after the first meeting, in working days. */
  estimateWorkingDays: { min: 3, max: 5 },
  /** An answer to every job application, in working days. */
  applicationReplyWorkingDays: 5,
  /** Support response by priority, in working hours (normal: working days). */
  supportResponse: { criticalHours: 1, highHours: 4, normalWorkingDays: 1 },
} as const;

export const weekdayNames: Record<Language, readonly string[]> = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** "Senin–Jumat" / "Monday–Friday": the form every day range in the copy takes. */
export function dayRange(range: { firstDay: Weekday; lastDay: Weekday }, lng: Language): string {
  const names = weekdayNames[lng];
  return `${names[range.firstDay]}–${names[range.lastDay]}`;
}

/** "09.00–17.00 WITA" (Indonesian writes hours with a dot) / "09:00–17:00 WITA". */
export function officeTimes(lng: Language): string {
  const { opens, closes } = facts.officeHours;
  const time = (value: string) => (lng === 'id' ? value.replace(':', '.') : value);
  return `${time(opens)}–${time(closes)} WITA`;
}

/** "Senin–Jumat, 09.00–17.00 WITA". */
export function officeHoursText(lng: Language): string {
  return `${dayRange(facts.officeHours, lng)}, ${officeTimes(lng)}`;
}

/** "1 hari kerja" / "1 working day", "5 working days". */
export function workingDays(count: number, lng: Language): string {
  if (lng === 'id') return `${count} hari kerja`;
  return `${count} working ${count === 1 ? 'day' : 'days'}`;
}

/** "1 jam kerja" / "1 business hour". */
export function workingHours(count: number, lng: Language): string {
  if (lng === 'id') return `${count} jam kerja`;
  return `${count} business ${count === 1 ? 'hour' : 'hours'}`;
}

/** A list as a sentence: "A, B dan C" / "A, B and C". */
export function listText(items: readonly string[], lng: Language): string {
  if (items.length < 2) return items.join('');
  const and = lng === 'id' ? 'dan' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** "Delapan" / "Eight" for the small counts copy spells out; digits beyond twelve. */
const numberWords: Record<Language, readonly string[]> = {
  id: [
    'nol',
    'satu',
    'dua',
    'tiga',
    'empat',
    'lima',
    'enam',
    'tujuh',
    'delapan',
    'sembilan',
    'sepuluh',
    'sebelas',
    'dua belas',
  ],
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
};

export function numberWord(count: number, lng: Language): string {
  return numberWords[lng][count] ?? String(count);
}

/** "18 Mei 2026" / "18 May 2026": the day the studio moved to its current street. */
export function movedInText(lng: Language): string {
  return formatCalendarDate(facts.office.movedIn, lng);
}
