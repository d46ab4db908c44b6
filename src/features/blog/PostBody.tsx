import type { Ref } from 'react';
import type { Language } from '../../lib/i18n';

/**
 * A post's body: HTML that config/markdown rendered at build time from our own Markdown files
 * in src/content/blog/posts (raw HTML in them is escaped), never user input.
 */
export function PostBody({
  html,
  lang,
  ref,
}: {
  html: string;
  lang: Language;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className="post-body"
      lang={lang}
      // eslint-disable-next-line react/no-danger -- build-time HTML from our own Markdown (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
