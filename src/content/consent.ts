// The analytics consent banner's copy (docs/architecture.md#analytics-and-consent); loads with the banner.
import type { Localized } from '../lib/useLanguage';

export interface ConsentCopy {
  title: string;
  body: string;
  privacyLink: string;
  accept: string;
  decline: string;
  /** Shown when the banner is reopened: the answer in force. */
  current: { granted: string; denied: string };
}

export const consentCopy: Localized<ConsentCopy> = {
  id: {
    title: 'Cookie analitik',
    body: 'Bolehkah kami memakai Google Analytics untuk menghitung kunjungan? Tanpa izin Anda, tidak ada cookie analitik yang disimpan dan tidak ada data kunjungan yang dikirim.',
    privacyLink: 'Kebijakan privasi',
    accept: 'Terima',
    decline: 'Tolak',
    current: { granted: 'Saat ini: diterima.', denied: 'Saat ini: ditolak.' },
  },
  en: {
    title: 'Analytics cookies',
    body: 'May we use Google Analytics to count visits? Without your consent, no analytics cookie is stored and no visit data is sent.',
    privacyLink: 'Privacy policy',
    accept: 'Accept',
    decline: 'Decline',
    current: { granted: 'Currently: accepted.', denied: 'Currently: declined.' },
  },
};
