import bell from 'bootstrap-icons/icons/bell.svg?raw';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { DemoLink } from '../DemoLink';
import { DemoDropdown } from './DemoDropdown';
import {
  adminNavItems,
  DEMO_USER_LABEL,
  demoNotifications,
  profileMenuItems,
  type Variant,
} from './entities';
import { SearchBox } from './SearchBox';

// Literal class names per variant, so PurgeCSS keeps them.
const VARIANT_CLASS: Record<Variant, string> = {
  primary: 'text-bg-primary',
  success: 'text-bg-success',
  warning: 'text-bg-warning',
  danger: 'text-bg-danger',
  info: 'text-bg-info',
};

/**
 * docs/product.md#routes-and-navigation: the demo admin bar — Home, Projects, Tasks, Reports, Settings; a search box;
 * four sample notifications; a profile menu for the user labelled 'Admin'. English and
 * static, as the spec shows it; every link goes to '#'.
 */
export function DemoAdminBar() {
  return (
    <nav className="demo-admin-bar" aria-label="Demo admin bar" lang="en">
      <div className="container demo-admin-bar__inner">
        <DemoLink className="demo-admin-bar__brand">
          <Logo size={28} />
          <span>Console</span>
        </DemoLink>
        <ul className="demo-admin-bar__links list-unstyled mb-0">
          {adminNavItems.map((item, index) => (
            <li key={item}>
              <DemoLink
                className="demo-admin-bar__link"
                aria-current={index === 0 ? 'page' : undefined}
              >
                {item}
              </DemoLink>
            </li>
          ))}
        </ul>
        <div className="demo-admin-bar__search">
          <SearchBox />
        </div>
        <div className="demo-admin-bar__actions">
          <DemoDropdown
            toggle={
              <>
                <Icon svg={bell} />
                <span className="demo-admin-bar__count" aria-hidden="true">
                  {demoNotifications.length}
                </span>
              </>
            }
            toggleLabel={`Notifications (${demoNotifications.length} new)`}
            toggleClassName="btn demo-admin-bar__icon-btn"
            menuClassName="demo-notifications"
            header={<p className="dropdown-header">Notifications</p>}
          >
            {demoNotifications.map((notification) => (
              <li key={notification.text}>
                <DemoLink className="dropdown-item demo-notification">
                  <span
                    className={`demo-notification__icon ${VARIANT_CLASS[notification.variant]}`}
                  >
                    <Icon svg={notification.icon} />
                  </span>
                  <span>
                    <span className="d-block text-wrap">{notification.text}</span>
                    <span className="small text-body-secondary">{notification.time}</span>
                  </span>
                </DemoLink>
              </li>
            ))}
          </DemoDropdown>
          <DemoDropdown
            toggle={
              <>
                <span className="avatar avatar--sm" aria-hidden="true">
                  A
                </span>
                <span>{DEMO_USER_LABEL}</span>
              </>
            }
            toggleClassName="btn demo-admin-bar__profile"
          >
            {profileMenuItems.map((item) => (
              <li key={item.label}>
                {/* redirectTo is '#' for every item of the demo (docs/product.md#template-material). */}
                <a className="dropdown-item d-flex align-items-center gap-2" href={item.redirectTo}>
                  <Icon svg={item.icon} />
                  {item.label}
                </a>
              </li>
            ))}
          </DemoDropdown>
        </div>
      </div>
    </nav>
  );
}
