// "Try again in ..." for the flood limits of the contact and application forms
// (docs/product.md#the-contact-form, docs/product.md#job-applications).
import type { Language } from './i18n';

/**
 * `ms` as the page's language says a wait, rounded up: seconds up to 90 s, then minutes up to
 * 90 min, then hours ("45 detik", "1 minute", "22 hours").
 */
export function formatWait(ms: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.ceil(seconds / 60);
  const [value, unit] =
    seconds <= 90
      ? [seconds, 'second']
      : minutes <= 90
        ? [minutes, 'minute']
        : [Math.ceil(minutes / 60), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}
