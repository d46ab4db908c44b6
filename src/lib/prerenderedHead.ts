// A page rendered afresh over prerendered HTML (another path answered by 404.html, a query
// string) gets React's own head tags. The prerendered ones stay until React's are in the head,
// so the document never has a moment without a title (which a screen reader, or a tab strip,
// would show as the bare URL).
import { useLayoutEffect } from 'react';

/** The page's own head tags written by the prerenderer (title, description, canonical, ...). */
const PRERENDERED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[property], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"]';

let retired: Element[] = [];

/** Called before React first renders: marks the prerendered head tags for removal. */
export function retirePrerenderedHead() {
  retired = [...document.head.querySelectorAll(PRERENDERED_HEAD_TAGS)];
}

/** In a component that renders head tags: removes the retired ones in the same commit. */
export function useReplacePrerenderedHead() {
  useLayoutEffect(() => {
    retired.forEach((tag) => tag.remove());
    retired = [];
  }, []);
}
