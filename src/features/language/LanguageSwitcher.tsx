import { useLocation } from 'react-router-dom';
import { Link } from '../../components/SiteLink';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { rememberLanguage, reportTranslationFailure, showLanguage } from '../../lib/i18nInit';
import { hasLanguageTwin, pathInLanguage, stripLanguage } from '../../lib/languagePaths';
import { usePageLanguages } from '../../lib/pageLanguages';
import { useHydratedValue } from '../../lib/useHydrated';
import { useT } from '../../lib/useLanguage';

const remember = (lng: Language) => void rememberLanguage(lng).catch(reportTranslationFailure);

/**
 * ID / EN. On a page with an English twin, links to the same page in the other language, or,
 * where the page has no version in it (a post or a tag of one language, the not-found page), to
 * the parent its route names (`pathInLanguage`), keeping the query and the hash; on a
 * single-URL page (auth, admin, template material), links to the page with `?lng=` and, once
 * hydrated, changes the language in place. Either way the choice is remembered (localStorage),
 * so it survives a reload and the next visit.
 */
export function LanguageSwitcher() {
  const { t, i18n, language: current } = useT();
  const { pathname, search, hash } = useLocation();
  const page = usePageLanguages();
  const inPlace = !hasLanguageTwin(stripLanguage(pathname));
  // The prerendered links carry no query or hash (the HTML is the same for every one); the
  // render after hydration adds this visit's.
  const rest = useHydratedValue(`${search}${hash}`, '');
  return (
    <div className="btn-group language-switcher" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((lng) => {
        const className = `btn ${lng === current ? 'btn-primary' : 'btn-outline-primary'}`;
        const label = (
          <>
            {lng.toUpperCase()}
            <span className="visually-hidden" lang={lng}>
              {' '}
              – {t(`language.${lng}`)}
            </span>
          </>
        );
        if (inPlace) {
          // A link, so it works before the page's scripts run: i18next's detector reads `?lng=`
          // first (docs/language.md). Once hydrated, the language changes in place instead.
          return (
            <a
              key={lng}
              href={`${pathname}?lng=${lng}`}
              hrefLang={lng}
              className={className}
              aria-current={lng === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                remember(lng);
                void showLanguage(lng, i18n);
              }}
            >
              {label}
            </a>
          );
        }
        return (
          <Link
            key={lng}
            to={`${pathInLanguage(pathname, lng, page)}${rest}`}
            language={lng}
            className={className}
            aria-current={lng === current ? 'true' : undefined}
            hrefLang={lng}
            onClick={() => remember(lng)}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
