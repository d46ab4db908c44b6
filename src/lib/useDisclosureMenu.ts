// A button opening a list of links (or of buttons), as a disclosure (WAI-ARIA APG "disclosure
// navigation", https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
// the navbar's menus, the theme menu and the demo bar's dropdowns share it.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

interface MenuParts<Root, Toggle, Menu> {
  rootRef: RefObject<Root | null>;
  toggleRef: RefObject<Toggle | null>;
  menuRef: RefObject<Menu | null>;
}

/**
 * What every disclosure menu adds to its open state: ArrowDown/ArrowUp on the button open the
 * menu on its first/last link; in the menu ArrowDown/ArrowUp move (wrapping round), Home/End
 * jump, and Escape closes and returns focus to the button; focus leaving the root or a press
 * outside it closes the menu.
 */
function useMenuKeys<
  Root extends HTMLElement,
  Toggle extends HTMLElement,
  Menu extends HTMLElement,
>(
  open: boolean,
  setOpen: (open: boolean) => void,
  { rootRef, toggleRef, menuRef }: MenuParts<Root, Toggle, Menu>,
) {
  const links = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The menu is shown on this state change; focus after it has rendered.
    requestAnimationFrame(() => focusLink(index));
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef, setOpen]);

  const onToggleKeyDown = (event: KeyboardEvent<Toggle>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      // Handled here: the browser's own Escape would then close the next popover out (the
      // phone menu around the theme menu).
      event.preventDefault();
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
    onRootBlur: (event: FocusEvent<Root>) => {
      // Focus leaving the menu closes it: a focus-out listener, not a pointer interaction.
      if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
    },
    onToggleKeyDown,
    onMenuKeyDown,
  };
}

/**
 * The state and handlers of a disclosure menu held in React state. Spread `rootProps` on the
 * element holding the button and the menu, `toggleProps` on the `<button>`, `menuProps` on the
 * element holding the links. Enter/Space toggle (native button), and the keys of useMenuKeys.
 * `close` is for a chosen link.
 */
export function useDisclosureMenu<Root extends HTMLElement, Menu extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<Menu>(null);
  const keys = useMenuKeys(open, setOpen, { rootRef, toggleRef, menuRef });

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: rootRef, onBlur: keys.onRootBlur },
    toggleProps: {
      ref: toggleRef,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((was) => !was),
      onKeyDown: keys.onToggleKeyDown,
    },
    // Arrow keys of the links inside, handled once for the menu.
    menuProps: { ref: menuRef, id: menuId, onKeyDown: keys.onMenuKeyDown },
  };
}

/** Whether a `popover` is shown; false where the browser (or jsdom) knows no popovers. */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** Shows or hides a `popover`; nothing where the browser knows no popovers. */
export function setPopoverOpen(element: HTMLElement | null, open: boolean): void {
  if (element && typeof element.togglePopover === 'function' && element.isConnected) {
    element.togglePopover(open);
  }
}

/** Where the browser keeps a native disclosure open: `<details open>`, or a shown `popover`. */
export type NativeDisclosure = 'details' | 'popover';

function setNativeOpen(kind: NativeDisclosure, element: HTMLElement | null, open: boolean) {
  if (kind === 'popover') setPopoverOpen(element, open);
  else if (element instanceof HTMLDetailsElement) element.open = open;
}

/**
 * The open state of a `<details>` or a `popover` as React state: read on mount (so what a
 * visitor opened before hydration stays open) and from each `toggle` event. `closeWhen` closes
 * it whenever it changes after mount (the path: any navigation closes a menu).
 */
export function useNativeOpenState(
  kind: NativeDisclosure,
  element: RefObject<HTMLElement | null>,
  closeWhen?: unknown,
) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => setNativeOpen(kind, element.current, next);

  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const read = () =>
      setOpenState(target instanceof HTMLDetailsElement ? target.open : isPopoverOpen(target));
    read();
    target.addEventListener('toggle', read);
    return () => target.removeEventListener('toggle', read);
  }, [element]);

  const closeOnChange = useRef(closeWhen);
  useEffect(() => {
    if (Object.is(closeOnChange.current, closeWhen)) return;
    closeOnChange.current = closeWhen;
    setNativeOpen(kind, element.current, false);
  }, [closeWhen, element, kind]);

  return [open, setOpen] as const;
}

/**
 * The toggle's `aria-expanded`, written from the open state after each commit rather than
 * rendered: the prerendered HTML has none (until hydration the browser exposes the native
 * state), and rendered it would wait for the render after hydration, a re-render of the whole
 * header in one task (docs/architecture.md#the-header-before-hydration).
 */
export function useAriaExpanded(toggle: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    toggle.current?.setAttribute('aria-expanded', String(open));
  }, [toggle, open]);
}

/**
 * A disclosure whose open state the browser holds, so it opens on a tap before any script has
 * run (docs/architecture.md#the-header-before-hydration): a `<details>` root opened by its
 * `<summary>`, or a `popover` menu opened by a `popovertarget` button. React never renders that
 * state (useNativeOpenState) and adds the keys of useMenuKeys; `aria-expanded` follows it
 * (useAriaExpanded).
 */
export function useNativeDisclosure<
  Root extends HTMLElement,
  Toggle extends HTMLElement,
  Menu extends HTMLElement,
>(kind: NativeDisclosure, closeWhen?: unknown) {
  const menuId = useId();
  const rootRef = useRef<Root>(null);
  const toggleRef = useRef<Toggle>(null);
  const menuRef = useRef<Menu>(null);
  const [open, setOpen] = useNativeOpenState(
    kind,
    kind === 'popover' ? menuRef : rootRef,
    closeWhen,
  );
  const keys = useMenuKeys(open, setOpen, { rootRef, toggleRef, menuRef });
  useAriaExpanded(toggleRef, open);

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: rootRef, onBlur: keys.onRootBlur },
    toggleProps: {
      ref: toggleRef,
      'aria-controls': menuId,
      ...(kind === 'popover' ? { popoverTarget: menuId } : {}),
      onKeyDown: keys.onToggleKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      ...(kind === 'popover' ? { popover: 'auto' as const } : {}),
      onKeyDown: keys.onMenuKeyDown,
    },
  };
}
