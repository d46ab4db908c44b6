import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element `id` into view when the visitor arrives through its #anchor. Sections off
 * screen are laid out at an estimated height until they near the viewport (render-when-near in
 * styles/_tools.scss), so a jump measured on the estimates lands short, on a phone by a screen
 * or more. While the page is open at the anchor its sections are rendered in full
 * (`.render-all` on <html>, styles/_tools.scss), so the jump is measured on the real layout.
 */
export function useScrollToAnchor(id: string): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== id) return;
    const root = document.documentElement;
    root.classList.add('render-all');
    document.getElementById(id)?.scrollIntoView();
    return () => root.classList.remove('render-all');
  }, [hash, id]);
}
