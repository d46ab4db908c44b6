import type { Language } from '../../lib/i18n';

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * "22 November 2026" in either language (id-ID and en-GB both write day month year). UTC, so
 * the prerendering server and the browser agree on the day.
 */
export function formatPostDate(date: string, lng: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lng], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
