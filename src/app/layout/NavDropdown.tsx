import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isMenuActive, type NavMenu } from './navigation';

/**
 * A navigation menu as a disclosure (WAI-ARIA APG "disclosure navigation"): a button with
 * aria-expanded/aria-controls opening a list of links. Enter/Space toggle (native button),
 * ArrowDown/ArrowUp open and move through the links, Home/End jump, Escape closes and
 * returns focus to the button; leaving the menu (focus or click elsewhere) closes it.
 */
export function NavDropdown({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const highlighted = isMenuActive(menu, pathname);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The list renders on this state change; focus after React has shown it.
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
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
    // Focus leaving the menu closes it: a focus-out listener, not a pointer interaction.

    <li
      ref={rootRef}
      className="nav-item dropdown"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`nav-link dropdown-toggle${highlighted ? ' active' : ''}${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        data-highlighted={highlighted}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onToggleKeyDown}
      >
        {t(menu.labelKey)}
      </button>
      {/* Arrow keys of the links inside, handled once for the list. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`} onKeyDown={onMenuKeyDown}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink
              end
              to={item.to}
              className="dropdown-item"
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
