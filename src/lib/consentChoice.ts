// Reads and writes the visitor's answer, for the banner and analytics (the key is in main).
import { CONSENT_STORAGE_KEY } from '../components/consent/cookieSettings';

export type ConsentChoice = 'granted' | 'denied';

/** The stored answer; none when the visitor has not answered or storage is unavailable. */
export function storedConsent(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the answer holds for this page only.
  }
}
