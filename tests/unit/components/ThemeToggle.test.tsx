// The light / dark / system menu (src/components/ThemeToggle.tsx) in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '../../../src/components/ThemeToggle';
import { THEME_STORAGE_KEY } from '../../../src/lib/theme';
import { renderWithProviders } from '../renderWithProviders';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.bsTheme;
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('ThemeToggle', () => {
  it.each([
    ['id', /^Tema: Sistem$/, ['Terang', 'Gelap', 'Sistem']],
    ['en', /^Theme: System$/, ['Light', 'Dark', 'System']],
  ] as const)('in %s: named after the choice, offering three modes', async (lng, name, labels) => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />, { lng });
    const button = toggle(name);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(labels);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });

  it('choosing Gelap applies and stores dark, renames the button, closes and refocuses it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);
    await user.click(toggle(/^Tema: Sistem$/));
    await user.click(screen.getByRole('menuitemradio', { name: 'Gelap' }));
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const button = toggle(/^Tema: Gelap$/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the stored choice once the page is running', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderWithProviders(<ThemeToggle />, { lng: 'en' });
    expect(toggle(/^Theme: Light$/)).toBeInTheDocument();
  });

  it('works with the keyboard: ArrowDown opens on the first choice, Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);
    toggle(/^Tema: Sistem$/).focus();
    await user.keyboard('{ArrowDown}');
    // The menu opens first; the choice takes the focus in the next frame.
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Terang' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'Sistem' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(toggle(/^Tema: Gelap$/)).toHaveFocus();
    expect(toggle(/^Tema: Gelap$/)).toHaveAttribute('aria-expanded', 'false');
  });
});
