// The loader of /blog/<id>: an unknown id (or an unknown category, which lands here too) is a
// 404 shown by the layout's not-found page; otherwise the post's body chunk is downloaded in
// the language of the URL (an untranslated post has no English page) before the page renders.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { findPost, loadPostBody, type PostBody } from '../../content/blog/blogIndex';
import type { PostMeta } from '../../content/blog/postMeta';
import type { TeamMember } from '../../content/schema';
import { notFound } from '../../lib/notFound';
import { languageOfPath } from '../../lib/languagePaths';

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

export async function blogPostLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<BlogPostData> {
  const post = findPost(params.id ?? '');
  // The URL names the language; a post has no English page unless it was translated.
  const language = languageOfPath(new URL(request.url).pathname);
  if (!post?.versions[language]) notFound();
  const [body, author] = await Promise.all([
    loadPostBody(post.id, language),
    findAuthor(post.author),
  ]);
  if (!body) notFound();
  return author ? { post, body, author } : { post, body };
}
