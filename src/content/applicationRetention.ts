// How long a job application is kept (docs/product.md#job-applications): the one number the
// form's consent, the docs, firestore.rules (applicationRetentionDays) and the admin's deletion
// use. A unit test holds firestore.rules to it.
import type { Localized } from '../lib/useLanguage';

export const APPLICATION_RETENTION_DAYS = 180;

/** The retention period as the consent and the admin area say it. */
export const applicationRetentionText: Localized<string> = {
  id: `${APPLICATION_RETENTION_DAYS} hari`,
  en: `${APPLICATION_RETENTION_DAYS} days`,
};
