// The site's links: react-router's Link, NavLink and Navigate, with a site path (`paths.*`)
// turned into the URL of the page's language, so links inside an English page stay under `/en`
// (docs/language.md). eslint keeps react-router's own out of the rest of src/.
//
// Link and NavLink render the `<a>` themselves and navigate with the router that `SiteRouter`
// provides (the browser's and the tests'): react-router's own resolve `to` against the route
// matches, read the location and keep a navigate function with an effect of its own, in every
// link; a page has 60-80 of them, and at full CPU that was a quarter to a third of hydrating it
// (docs/architecture.md#the-sites-links). A site link's `to` is absolute, so its href is the
// path itself. Without `SiteRouter` (the prerenderer, a test's own router) a click goes through
// react-router's `useLinkClickHandler`; the markup is the same.
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import {
  createPath,
  Navigate as RouterNavigate,
  parsePath,
  useLinkClickHandler,
  useLocation,
  type DataRouter,
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

/** The router the site's links navigate with: what they read of it. */
type LinkRouter = Pick<DataRouter, 'navigate' | 'state'>;

const SiteRouterContext = createContext<LinkRouter | null>(null);

/** Around the router's provider: the router the site's links navigate with. */
export function SiteRouter({ router, children }: { router: LinkRouter; children: ReactNode }) {
  return <SiteRouterContext.Provider value={router}>{children}</SiteRouterContext.Provider>;
}

/** A click the browser would follow in this tab: the main button, no modifier key. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type AnchorProps = Omit<RouterLinkProps, 'to'> & { href: string };

/** What a click tells the router, beside the path. */
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
}

type ClickAnchorProps = Omit<
  AnchorProps,
  keyof NavigateOptions | 'relative' | 'discover' | 'prefetch'
> & {
  /** Navigates in place: called on a plain click that nothing prevented. */
  follow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The `<a>` of a site link: its own `onClick` first, then, as react-router's Link, `follow`. */
function ClickAnchor({
  href,
  onClick,
  reloadDocument,
  follow,
  children,
  ...props
}: ClickAnchorProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument || !isPlainClick(event, props.target)) return;
        event.preventDefault();
        follow(event);
      }}
    >
      {children}
    </a>
  );
}

function Anchor({
  replace,
  state,
  preventScrollReset,
  viewTransition,
  relative: _relative,
  discover: _discover,
  prefetch: _prefetch,
  ...props
}: AnchorProps) {
  const router = useContext(SiteRouterContext);
  const options: NavigateOptions = {
    replace,
    state: state as unknown,
    preventScrollReset,
    viewTransition,
  };
  if (!router) return <RouterClickAnchor {...props} options={options} />;
  const follow = () =>
    void router.navigate(props.href, {
      ...options,
      // As react-router's Link: a link to the URL already shown replaces it in the history.
      replace: replace ?? createPath(router.state.location) === props.href,
    });
  return <ClickAnchor {...props} follow={follow} />;
}

/** Without `SiteRouter`: react-router's own click handler follows the link. */
function RouterClickAnchor({
  options,
  ...props
}: Omit<ClickAnchorProps, 'follow'> & { options: NavigateOptions }) {
  const follow = useLinkClickHandler(props.href, { ...options, target: props.target });
  return <ClickAnchor {...props} follow={follow} />;
}

export type LinkProps = RouterLinkProps & Localizable;

export function Link({ to, language, ...props }: LinkProps) {
  return <Anchor href={createPath(asPath(useLocalizedTo(to, language)))} {...props} />;
}

/** A string `to` as react-router reads it: pathname, search and hash. */
const asPath = (to: To) => (typeof to === 'string' ? parsePath(to) : to);

export type NavLinkProps = RouterNavLinkProps & Localizable;

/**
 * A Link that knows whether it leads to the page shown, as react-router's NavLink decides it:
 * the same pathname, or with `end` unset one below it. Then it carries `active` (or what its
 * `className` function makes of `isActive`) and `aria-current="page"`.
 */
export function NavLink({
  to,
  language,
  end = false,
  caseSensitive = false,
  className,
  style,
  children,
  'aria-current': ariaCurrent = 'page',
  ...props
}: NavLinkProps) {
  const path = asPath(useLocalizedTo(to, language));
  const shown = useLocation().pathname;
  const isActive = path.pathname !== undefined && leadsTo(path.pathname, shown, end, caseSensitive);
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Anchor
      {...props}
      href={createPath(path)}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Anchor>
  );
}

/** react-router's NavLink rule: `shown` is `pathname`, or (without `end`) a page below it. */
function leadsTo(pathname: string, shown: string, end: boolean, caseSensitive: boolean) {
  const [to, at] = caseSensitive
    ? [pathname, shown]
    : [pathname.toLowerCase(), shown.toLowerCase()];
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return at === to || (!end && at.startsWith(to) && at.charAt(slash) === '/');
}

export type NavigateProps = RouterNavigateProps & Localizable;

export function Navigate({ to, language, ...props }: NavigateProps) {
  return <RouterNavigate to={useLocalizedTo(to, language)} {...props} />;
}
