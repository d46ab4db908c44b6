import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A dropdown of links as a disclosure (the site's NavDropdown pattern, for the demo bar):
 * a button with aria-expanded/aria-controls opening a list of links. Enter/Space toggle,
 * ArrowDown/ArrowUp open and move through the links, Home/End jump, Escape closes and
 * returns focus to the button; a click or focus outside closes it. React state only.
 */
export function DemoDropdown({
  toggle,
  toggleLabel,
  toggleClassName = 'btn',
  menuClassName = '',
  header,
  children,
}: {
  /** What the button shows. */
  toggle: ReactNode;
  /** The button's accessible name, when its content is only an icon. */
  toggleLabel?: string;
  toggleClassName?: string;
  menuClassName?: string;
  header?: ReactNode;
  /** `<li>` elements, each holding one link. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
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

  return (
    <div
      ref={rootRef}
      className="dropdown demo-dropdown"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`${toggleClassName} dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={toggleLabel}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onToggleKeyDown}
      >
        {toggle}
      </button>
      {/* Arrow keys of the links inside, handled once for the panel. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''} ${menuClassName}`}
        onKeyDown={onMenuKeyDown}
      >
        {header}
        <ul className="list-unstyled mb-0">{children}</ul>
      </div>
    </div>
  );
}
