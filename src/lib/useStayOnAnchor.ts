import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the element `id` in view when the visitor arrived through its #anchor. Sections off
 * screen are laid out at an estimated height until they near the viewport (render-when-near in
 * styles/_tools.scss), so the router's jump lands where the element was before the sections
 * around it took their real height; on a phone that is a screen or more too high. This scrolls
 * to it again, frame by frame, until it stays put.
 */
export function useStayOnAnchor(id: string): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== id) return;
    const target = document.getElementById(id);
    if (!target) return;
    let frame = 0;
    let stable = 0;
    let frames = 0;
    const settle = () => {
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const off = Math.abs(target.getBoundingClientRect().top - margin) > 1;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      if (off && !atBottom) {
        stable = 0;
        target.scrollIntoView();
      } else stable += 1;
      frames += 1;
      if (stable < 3 && frames < 60) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    // The visitor's own scrolling wins.
    const stop = () => cancelAnimationFrame(frame);
    const options = { once: true, passive: true };
    window.addEventListener('wheel', stop, options);
    window.addEventListener('touchstart', stop, options);
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [hash, id]);
}
