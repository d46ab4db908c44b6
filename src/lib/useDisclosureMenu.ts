// A button opening a list of links (or of buttons), as a disclosure (WAI-ARIA APG "disclosure
// navigation", https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
// the navbar's menus, the theme menu and the demo bar's dropdowns share it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The state and handlers of a disclosure menu. Spread `rootProps` on the element holding the
 * button and the menu, `toggleProps` on the `<button>`, `menuProps` on the element holding the
 * links. Enter/Space toggle (native button); ArrowDown/ArrowUp on the button open the menu on
 * its first/last link; in the menu ArrowDown/ArrowUp move (wrapping round), Home/End jump, and
 * Escape closes and returns focus to the button; focus leaving the root or a press outside it
 * closes the menu. `close` is for a chosen link.
 */
export function useDisclosureMenu<Root extends HTMLElement, Menu extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<Menu>(null);

  const links = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The menu is shown on this state change; focus after React has rendered it.
    requestAnimationFrame(() => focusLink(index));
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<Menu>) => {
    const current = links().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return {
    open,
    close: () => setOpen(false),
    rootProps: {
      ref: rootRef,
      // Focus leaving the menu closes it: a focus-out listener, not a pointer interaction.
      onBlur: (event: FocusEvent<Root>) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      },
    },
    toggleProps: {
      ref: toggleRef,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((was) => !was),
      onKeyDown: onToggleKeyDown,
    },
    // Arrow keys of the links inside, handled once for the menu.
    menuProps: { ref: menuRef, id: menuId, onKeyDown: onMenuKeyDown },
  };
}
