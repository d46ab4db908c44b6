import { useLocation } from 'react-router-dom';
import { NavLink } from '../../components/SiteLink';
import { useTranslation } from 'react-i18next';
import { useDisclosureMenu } from '../../lib/useDisclosureMenu';
import { isMenuActive, type NavMenu } from './navigation';

/**
 * A navigation menu of the navbar: a button opening a list of links, as a disclosure with the
 * site's keyboard and focus behaviour (useDisclosureMenu). Choosing a link closes it.
 */
export function NavDropdown({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open, close, rootProps, toggleProps, menuProps } = useDisclosureMenu<
    HTMLLIElement,
    HTMLUListElement
  >();
  const highlighted = isMenuActive(menu, pathname);

  return (
    <li {...rootProps} className="nav-item dropdown">
      <button
        type="button"
        className={`nav-link dropdown-toggle${highlighted ? ' active' : ''}${open ? ' show' : ''}`}
        {...toggleProps}
        data-highlighted={highlighted}
      >
        {t(menu.labelKey)}
      </button>
      <ul {...menuProps} className={`dropdown-menu${open ? ' show' : ''}`}>
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
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
