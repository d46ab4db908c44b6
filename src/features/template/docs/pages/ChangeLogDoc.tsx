import changelog from '../../../../../CHANGELOG.md';
import { DocPage } from '../DocPage';

// CHANGELOG.md is rendered to HTML at build time (config/markdown). The page has its own h1,
// so the file's "# Changelog" heading is dropped.
const html = changelog.html.replace(/<h1[^>]*>[\s\S]*?<\/h1>\s*/, '');

/** /docs/change-log: CHANGELOG.md, rendered when the site is built. */
export function ChangeLogDoc() {
  return (
    <DocPage slug="change-log" lead="CHANGELOG.md at the root of the repository, as of this build.">
      <div
        className="changelog"
        // eslint-disable-next-line react/no-danger -- build-time HTML from our own CHANGELOG.md
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </DocPage>
  );
}

export const changeLogDocRoute = { Component: ChangeLogDoc };
