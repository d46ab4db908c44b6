// The loader of /blog/<id>: an unknown id (or an unknown category, which lands here too) is a
// 404 shown by the layout's not-found page; otherwise the post's body chunk is downloaded in
// the visitor's language before the page renders.
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { findPost, loadPostBody, type PostBody, type PostMeta } from '../../content/blog/blogIndex';
import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from '../../lib/i18n';

export interface BlogPostData {
  post: PostMeta;
  body: PostBody;
}

/** The language the page will render in: `?lng=`, else i18next's, else Indonesian. */
function requestLanguage(request: Request): Language {
  const fromQuery = new URL(request.url).searchParams.get('lng');
  for (const candidate of [fromQuery, i18n.resolvedLanguage, i18n.language]) {
    if (isLanguage(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}

export async function blogPostLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<BlogPostData> {
  const post = findPost(params.id ?? '');
  // react-router's 404 answer: the route's errorElement shows the not-found page.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!post) throw data(null, { status: 404 });
  const body = await loadPostBody(post.id, requestLanguage(request));
  // react-router's 404 answer: the route's errorElement shows the not-found page.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!body) throw data(null, { status: 404 });
  return { post, body };
}
