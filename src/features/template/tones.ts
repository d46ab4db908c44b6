/** The six tile gradients of the demo pictures (literal names, so PurgeCSS keeps them). */
const TONE_CLASSES = [
  'tile-tone-1',
  'tile-tone-2',
  'tile-tone-3',
  'tile-tone-4',
  'tile-tone-5',
  'tile-tone-6',
] as const;

export function toneClass(tone: number): string {
  return TONE_CLASSES[(tone - 1 + TONE_CLASSES.length) % TONE_CLASSES.length]!;
}
