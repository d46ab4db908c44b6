import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '../../../components/SiteLink';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import list from 'bootstrap-icons/icons/list.svg?raw';
import { Icon } from '../../../components/Icon';
import { DOCS_PAGES, paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { TemplateMarker } from '../TemplateMarker';
import { useText } from '../useText';
import { docNeighbours, docsLabels, docsNav, type DocSlug } from './docsNav';
import '../template.scss';
import './docs.scss';

function slugOf(pathname: string): DocSlug | undefined {
  const slug = pathname.replace(/^\/docs\//, '').replace(/\/$/, '');
  return DOCS_PAGES.find((page) => page === slug);
}

/**
 * The docs of this project: a sidebar grouped as Getting Started / Style Guide / Components /
 * Sections (a disclosure on phones), the page, then previous/next links.
 */
export function DocsLayout() {
  const text = useText();
  const labels = docsLabels[useLanguage()];
  const { pathname } = useLocation();
  const slug = slugOf(pathname);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === pathname;
  const { previous, next } = slug ? docNeighbours(slug) : { previous: undefined, next: undefined };

  return (
    <div className="docs container">
      <TemplateMarker />
      <div className="row gx-lg-5">
        <aside className="col-lg-3 docs-sidebar-col">
          <button
            type="button"
            className="btn btn-outline-primary w-100 d-lg-none mb-3"
            aria-expanded={menuOpen}
            aria-controls="docs-sidebar"
            onClick={() => setOpenedAt(menuOpen ? null : pathname)}
          >
            <Icon svg={list} className="me-2" />
            {labels.menu}
          </button>
          <nav
            id="docs-sidebar"
            className={`docs-sidebar${menuOpen ? ' is-open' : ''}`}
            aria-label={labels.sidebar}
          >
            {/* Named groups, not headings: the sidebar comes before the page's h1. */}
            {docsNav.map((group, index) => (
              <div
                key={group.title.en}
                className="docs-sidebar__group"
                role="group"
                aria-labelledby={`docs-group-${index}`}
              >
                <p id={`docs-group-${index}`} className="docs-sidebar__title">
                  {text(group.title)}
                </p>
                <ul className="list-unstyled mb-0">
                  {group.pages.map((page) => (
                    <li key={page.slug}>
                      <NavLink
                        className="docs-sidebar__link"
                        to={paths.docs(page.slug)}
                        onClick={() => setOpenedAt(null)}
                      >
                        {text(page.title)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <div className="col-lg-9 docs-main">
          <Outlet />
          <nav className="docs-pager" aria-label={labels.pager}>
            {previous ? (
              <NavLink className="docs-pager__link" to={paths.docs(previous.slug)} rel="prev">
                <span className="small text-body-secondary">
                  <Icon svg={chevronLeft} className="me-1" />
                  {labels.previous}
                </span>
                <span className="d-block fw-semibold">{text(previous.title)}</span>
              </NavLink>
            ) : (
              <span />
            )}
            {next && (
              <NavLink className="docs-pager__link text-end" to={paths.docs(next.slug)} rel="next">
                <span className="small text-body-secondary">
                  {labels.next}
                  <Icon svg={chevronRight} className="ms-1" />
                </span>
                <span className="d-block fw-semibold">{text(next.title)}</span>
              </NavLink>
            )}
          </nav>
        </div>
      </div>
    </div>
  );
}

export const docsLayoutRoute = { Component: DocsLayout };
