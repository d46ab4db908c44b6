import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import { useLanguage } from '../../lib/useLanguage';

/**
 * ID / EN. The detector caches the choice in localStorage, so it survives a reload;
 * lib/i18n keeps `<html lang>` in step.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <div className="btn-group language-switcher" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className={`btn ${lng === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={lng === current}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {lng.toUpperCase()}
          <span className="visually-hidden" lang={lng}>
            {' '}
            – {t(`language.${lng}`)}
          </span>
        </button>
      ))}
    </div>
  );
}
