// The visitor's answer to the analytics question (docs/architecture.md#analytics-and-consent),
// kept in localStorage; read and written by the banner and analytics, outside main.

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'segara:analytics-consent';

/** The stored answer; none when the visitor has not answered or storage is unavailable. */
export function storedConsent(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** True while storage works and holds no answer: where no answer could be kept, none is asked. */
export function consentUnanswered(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the answer holds for this page only.
  }
}
