import { useState } from 'react';
import { chooseTheme, readThemeChoice, THEME_CHOICES, type ThemeChoice } from '../lib/theme';
import { useNativeDisclosure } from '../lib/useDisclosureMenu';
import { useHydratedValue } from '../lib/useHydrated';
import { useT } from '../lib/useLanguage';

/**
 * Light / dark / system (docs/theme.md): a menu button named after the current choice
 * ("Tema: Sistem"), its choices as menu item radios, with the navbar menus' keyboard behaviour.
 * The prerendered page says "system"; the render after hydration, the stored choice.
 * The menu is a `popover`, so it opens before the page's scripts run, and public/boot.js applies
 * a choice made then (docs/theme.md#who-sets-the-mode).
 */
export function ThemeToggle() {
  const { t } = useT();
  const [picked, setPicked] = useState<ThemeChoice>();
  // The stored choice is unknown to the prerendered HTML: read it after hydration (a re-render
  // only for a visitor who chose light or dark).
  const stored = useHydratedValue(readThemeChoice(), 'system');
  const choice = picked ?? stored;
  const { close, rootProps, toggleProps, menuProps } = useNativeDisclosure<
    HTMLDivElement,
    HTMLButtonElement,
    HTMLUListElement
  >('popover');
  return (
    <div {...rootProps} className="dropdown theme-toggle">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-haspopup="menu"
        {...toggleProps}
        aria-label={`${t('theme.label')}: ${t(`theme.${choice}`)}`}
      >
        {/* A half-filled circle drawn in CSS: an SVG here would weigh on every page's script. */}
        <span className="theme-toggle__icon" aria-hidden="true" />
      </button>
      <ul {...menuProps} role="menu" aria-label={t('theme.label')} className="dropdown-menu">
        {THEME_CHOICES.map((option) => (
          <li key={option} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={option === choice}
              className="dropdown-item"
              data-theme-choice={option}
              onClick={() => {
                chooseTheme(option);
                setPicked(option);
                close();
                toggleProps.ref.current?.focus();
              }}
            >
              {t(`theme.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
