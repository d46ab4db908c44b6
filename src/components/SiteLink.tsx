// The site's links: react-router's Link, NavLink and Navigate, with a site path (`paths.*`)
// turned into the URL of the page's language, so links inside an English page stay under `/en`
// (docs/language.md). eslint keeps react-router's own out of the rest of src/.
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavigateProps as RouterNavigateProps,
  type NavLinkProps as RouterNavLinkProps,
  type To,
} from 'react-router-dom';
import type { Language } from '../lib/i18n';
import { localizePath } from '../lib/languagePaths';
import { useLanguage } from '../lib/useLanguage';

interface Localizable {
  /** The language of the URL, when it is not the page's: an Indonesian-only post is `id`. */
  language?: Language;
}

/** `to` in `language`: a string path, or the pathname of a `{ pathname, search, hash }`. */
export function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizePath(to, language);
  return to.pathname === undefined ? to : { ...to, pathname: localizePath(to.pathname, language) };
}

function useLocalizedTo(to: To, language: Language | undefined): To {
  const pageLanguage = useLanguage();
  return localizeTo(to, language ?? pageLanguage);
}

export type LinkProps = RouterLinkProps & Localizable;

export function Link({ to, language, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo(to, language)} {...props} />;
}

export type NavLinkProps = RouterNavLinkProps & Localizable;

export function NavLink({ to, language, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo(to, language)} {...props} />;
}

export type NavigateProps = RouterNavigateProps & Localizable;

export function Navigate({ to, language, ...props }: NavigateProps) {
  return <RouterNavigate to={useLocalizedTo(to, language)} {...props} />;
}
