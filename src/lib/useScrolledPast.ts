import { useSyncExternalStore } from 'react';
import { valueStore } from './valueStore';

// The page's scroll position, read when the page scrolls and in the frame after the first reader
// subscribes, never while React renders: `scrollY` lays out a changed page first, and read in a
// render (or in its commit) it laid out the page halfway through mounting the floating buttons
// (7-12 ms at 6x CPU), which was then laid out again.
const scrolled = valueStore(0);
const read = () => scrolled.set(window.scrollY);
let listening = false;

function subscribe(onChange: () => void): () => void {
  // One listener for all readers, kept: it only stores a number.
  if (!listening) window.addEventListener('scroll', read, { passive: true });
  listening = true;
  const unsubscribe = scrolled.subscribe(onChange);
  const frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    unsubscribe();
  };
}

/**
 * True once the page is scrolled more than `offset` pixels. Re-renders only when the answer
 * flips, and is false on the server and during hydration.
 */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolled.get() > offset,
    () => false,
  );
}
