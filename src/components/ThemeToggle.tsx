import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseTheme, readThemeChoice, THEME_CHOICES, type ThemeChoice } from '../lib/theme';
import { useDisclosureMenu } from '../lib/useDisclosureMenu';
import { useHydrated } from '../lib/useHydrated';

/**
 * Light / dark / system (docs/theme.md): a menu button named after the current choice
 * ("Tema: Sistem"), its choices as menu item radios, with the navbar menus' keyboard behaviour.
 * The prerendered page says "system"; the render after hydration, the stored choice.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ThemeChoice>();
  const hydrated = useHydrated();
  // The stored choice is unknown to the prerendered HTML: read it from the render after hydration.
  const choice = picked ?? (hydrated ? readThemeChoice() : 'system');
  const { open, close, rootProps, toggleProps, menuProps } = useDisclosureMenu<
    HTMLDivElement,
    HTMLUListElement
  >();
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
      <ul
        {...menuProps}
        role="menu"
        aria-label={t('theme.label')}
        className={`dropdown-menu${open ? ' show' : ''}`}
      >
        {THEME_CHOICES.map((option) => (
          <li key={option} role="none">
            <button
              type="button"
              role="menuitemradio"
              aria-checked={option === choice}
              className="dropdown-item"
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
