// The loader of /blog/<id>: an unknown id (or an unknown category, which lands here too) is a
// 404 shown by the layout's not-found page; otherwise the post's body chunk is downloaded in
// the visitor's language before the page renders.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { findPost, loadPostBody, type PostBody } from '../../content/blog/blogIndex';
import type { PostMeta } from '../../content/blog/postMeta';
import type { TeamMember } from '../../content/schema';
import { notFound } from '../../lib/notFound';
import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from '../../lib/i18n';

/** What the page shows of the author; the team's profiles stay out of the page's chunk. */
export type PostAuthor = Pick<TeamMember, 'slug' | 'name' | 'role' | 'color'>;

export interface BlogPostData {
  post: PostMeta;
  body: PostBody;
  author?: PostAuthor;
}

async function findAuthor(slug: string): Promise<PostAuthor | undefined> {
  const { findTeamMember } = await import('../../content/team');
  const member = findTeamMember(slug);
  return member && { slug: member.slug, name: member.name, role: member.role, color: member.color };
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
  if (!post) notFound();
  const [body, author] = await Promise.all([
    loadPostBody(post.id, requestLanguage(request)),
    findAuthor(post.author),
  ]);
  if (!body) notFound();
  return author ? { post, body, author } : { post, body };
}
