import type { Text } from '../../content/template/types';
import { useLanguage } from '../../lib/useLanguage';

/** Returns a picker for two-language demo copy: `const text = useText(); text(hero.title)`. */
export function useText(): (value: Text) => string {
  const lng = useLanguage();
  return (value) => value[lng];
}
