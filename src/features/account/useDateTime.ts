import { useLanguage } from '../../lib/useLanguage';

/** Dates in Bali's time zone (WITA), in the page's language; `—` for an unknown time (0). */
export function useDateTime(): (millis: number) => string {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Makassar',
  });
  return (millis: number) => (millis ? format.format(millis) : '—');
}
