// A profile's display name, as the settings and the staff list edit it; firestore.rules'
// isValidProfile allows at most 100 characters.
import { isFilled } from '../../lib/validation';

export const DISPLAY_NAME_MAX = 100;

/** The translation key of what is wrong with `name`, or `undefined` when it can be saved. */
export function displayNameProblem(name: string): string | undefined {
  if (!isFilled(name)) return 'account.settings.nameRequired';
  if (name.trim().length > DISPLAY_NAME_MAX) return 'account.settings.nameTooLong';
  return undefined;
}
