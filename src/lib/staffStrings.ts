// The staff strings (lib/i18n.ts STAFF_NAMESPACE) for the component that calls it and all below.
import { useTranslation } from 'react-i18next';
import { STAFF_NAMESPACE } from './i18n';

/**
 * Suspends until the staff strings are loaded in the page's language: react-i18next's own
 * wait, which also adds the namespace to those i18next loads for any language shown later.
 * Without a request where the page's HTML carries them (the prerendered login page).
 */
export function useStaffStrings(): void {
  useTranslation(STAFF_NAMESPACE);
}
