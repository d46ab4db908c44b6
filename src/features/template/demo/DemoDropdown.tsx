import type { ReactNode } from 'react';
import { useDisclosureMenu } from '../../../lib/useDisclosureMenu';

/**
 * A dropdown of links for the demo bar: a button opening a panel with an optional header and
 * a list of links, as a disclosure with the site's keyboard and focus behaviour
 * (useDisclosureMenu, as the navbar's menus). React state only.
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
  const { open, rootProps, toggleProps, menuProps } = useDisclosureMenu<
    HTMLDivElement,
    HTMLDivElement
  >();

  return (
    <div {...rootProps} className="dropdown demo-dropdown">
      <button
        type="button"
        className={`${toggleClassName} dropdown-toggle${open ? ' show' : ''}`}
        {...toggleProps}
        aria-label={toggleLabel}
      >
        {toggle}
      </button>
      <div
        {...menuProps}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''} ${menuClassName}`}
      >
        {header}
        <ul className="list-unstyled mb-0">{children}</ul>
      </div>
    </div>
  );
}
