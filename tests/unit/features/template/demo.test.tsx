// The demo admin bar and search box of docs/product.md#routes-and-navigation, and the entities of docs/product.md#the-current-user.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoAdminBar } from '../../../../src/features/template/demo/DemoAdminBar';
import {
  adminNavItems,
  DEMO_USER_LABEL,
  demoNotifications,
  profileMenuItems,
} from '../../../../src/features/template/demo/entities';
import { SearchBox } from '../../../../src/features/template/demo/SearchBox';
import { renderWithProviders } from '../../renderWithProviders';

describe('demo entities', () => {
  it('has four notifications with icon, variant, text and time', () => {
    expect(demoNotifications).toHaveLength(4);
    for (const n of demoNotifications) {
      expect(Object.keys(n).sort()).toEqual(['icon', 'text', 'time', 'variant']);
      expect(n.icon).toMatch(/^<svg/);
      expect(['primary', 'success', 'warning', 'danger', 'info']).toContain(n.variant);
      expect(n.text && n.time).toBeTruthy();
    }
  });

  it('has the profile menu Profile, Settings, Support, Sign Out, each going to #', () => {
    expect(profileMenuItems.map((item) => item.label)).toEqual([
      'Profile',
      'Settings',
      'Support',
      'Sign Out',
    ]);
    for (const item of profileMenuItems) {
      expect(Object.keys(item).sort()).toEqual(['icon', 'label', 'redirectTo']);
      expect(item.redirectTo).toBe('#');
    }
    expect(DEMO_USER_LABEL).toBe('Admin');
    expect(adminNavItems).toEqual(['Home', 'Projects', 'Tasks', 'Reports', 'Settings']);
  });
});

describe('SearchBox', () => {
  it('is a search landmark with the placeholder and no behaviour', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('placeholder', 'What are you looking for?');
    await userEvent.setup().type(input, 'x{Enter}');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});

describe('DemoAdminBar', () => {
  it('links Home, Projects, Tasks, Reports, Settings to #', () => {
    renderWithProviders(<DemoAdminBar />);
    const bar = screen.getByRole('navigation', { name: 'Demo admin bar' });
    for (const label of adminNavItems) {
      // The closed profile menu also holds a Settings link (hidden by CSS in a browser).
      expect(within(bar).getAllByRole('link', { name: label })[0]).toHaveAttribute('href', '#');
    }
  });

  it('opens the notifications by click and closes them with Escape, focus back on the bell', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoAdminBar />);
    const bell = screen.getByRole('button', { name: /Notifications/ });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(bell.getAttribute('aria-controls')!)!;
    const items = within(menu).getAllByRole('link');
    expect(items).toHaveLength(4);
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['#', '#', '#', '#']);
    expect(items[0]).toHaveTextContent(demoNotifications[0]!.text);

    items[0]!.focus();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('opens the profile menu with ArrowDown and moves through it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoAdminBar />);
    const profile = screen.getByRole('button', { name: 'Admin' });
    profile.focus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(profile.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent?.trim())).toEqual([
      'Profile',
      'Settings',
      'Support',
      'Sign Out',
    ]);
    await screen.findByText('Profile');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[3]).toHaveFocus();
  });
});
