// The loader of /blog and /blog/<category>: reads `?page=` and sends a bad or out-of-range
// page to the nearest valid URL (page 1 for `abc`/`-1`/`0`, the last page for one too far),
// so every list URL shows real content and never crashes.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { pageCount, parsePageParam, postsInCategory } from '../../content/blog/blogIndex';
import { languageOfPath, localizePath } from '../../lib/languagePaths';
import { paths, type BlogCategory } from '../../lib/paths';
import { pageHref } from './Pagination';

export interface BlogListData {
  category?: BlogCategory;
  page: number;
}

export function listPath(category?: BlogCategory): string {
  return category ? paths.blogCategory(category) : paths.blog;
}

export function blogListLoader(category?: BlogCategory) {
  return ({ request }: LoaderFunctionArgs): BlogListData | Response => {
    const url = new URL(request.url);
    const raw = url.searchParams.get('page');
    if (raw === null) return { category, page: 1 };
    const count = pageCount(postsInCategory(category).length);
    const page = parsePageParam(raw);
    const valid = page === null ? 1 : Math.min(page, count);
    if (page === valid && page !== 1) return { category, page };
    url.searchParams.delete('page');
    const rest = url.searchParams.toString();
    // An English list (/en/blog?page=…) stays English.
    const target = localizePath(pageHref(listPath(category), valid), languageOfPath(url.pathname));
    return redirect(rest ? `${target}${target.includes('?') ? '&' : '?'}${rest}` : target);
  };
}
