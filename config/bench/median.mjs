/**
 * The median of `values`, leaving out NaN (a measure a run did not have); an interaction that
 * never happened (Infinity) counts, as the slowest.
 * @param {any[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = values
    .filter((/** @type {unknown} */ value) => typeof value === 'number' && !Number.isNaN(value))
    .sort((/** @type {number} */ a, /** @type {number} */ b) => (a === b ? 0 : a < b ? -1 : 1));
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
