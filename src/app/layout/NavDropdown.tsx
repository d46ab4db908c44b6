import { useLocation } from 'react-router-dom';
import { NavLink } from '../../components/SiteLink';
import { useNativeDisclosure } from '../../lib/useDisclosureMenu';
import { isMenuActive, NAV_MENU_GROUP, navItemLabel, type NavMenu } from './navigation';
import { useT } from '../../lib/useLanguage';

/**
 * A navigation menu of the navbar: a `<details>` whose `<summary>` opens a list of links, so it
 * opens on a tap before the page's scripts run (docs/architecture.md#the-header-before-hydration);
 * sharing a `name`, one menu is open at a time. Once hydrated it has the site's keyboard and focus
 * behaviour (useNativeDisclosure). Choosing a link closes it.
 */
export function NavDropdown({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  // Any navigation closes the menu (pathname).
  const { close, rootProps, toggleProps, menuProps } = useNativeDisclosure<
    HTMLDetailsElement,
    HTMLElement,
    HTMLUListElement
  >('details', pathname);
  const highlighted = isMenuActive(menu, pathname);

  return (
    <li className="nav-item">
      <details {...rootProps} name={NAV_MENU_GROUP} className="dropdown">
        <summary
          className={`nav-link dropdown-toggle${highlighted ? ' active' : ''}`}
          {...toggleProps}
          data-highlighted={highlighted}
        >
          {t(menu.labelKey)}
        </summary>
        <ul {...menuProps} className="dropdown-menu">
          {menu.items.map((item) => (
            <li key={item.to}>
              <NavLink
                end
                to={item.to}
                className="dropdown-item"
                onClick={() => {
                  close();
                  onNavigate();
                }}
              >
                {navItemLabel(item, t)}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
