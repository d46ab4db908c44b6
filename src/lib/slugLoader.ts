// The detail pages (/karir/<slug>, /produk/<slug>, /studi-kasus/<slug>, /detailteam/<slug>):
// their loader vouches for the slug and gives nothing else; the page finds its record in the
// content. The router's data is written into the prerendered HTML, so a loader that gave the
// record would send it twice (docs/architecture.md#the-route-table).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { notFound } from './notFound';

/** A detail page's loader data. */
export interface SlugData {
  slug: string;
}

/**
 * The loader of a detail page: the slug, when `shows(slug)` says the site has a page for it;
 * otherwise a 404, shown by the layout's not-found page.
 */
export function slugLoader(shows: (slug: string) => unknown) {
  return ({ params }: LoaderFunctionArgs): SlugData => {
    const slug = params.slug ?? '';
    if (!shows(slug)) notFound();
    return { slug };
  };
}

/** The record of the slug the page's loader vouched for. */
export function useSlugRecord<T>(find: (slug: string) => T | undefined): T {
  const { slug } = useLoaderData<SlugData>();
  return find(slug) as T;
}
