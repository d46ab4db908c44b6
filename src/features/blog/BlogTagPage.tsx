import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { postsWithTag } from '../../content/blog/blogTags';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';
import { languageOfPath, localizePath } from '../../lib/languagePaths';
import type { PageLanguagesHandle } from '../../lib/pageLanguages';
import { notFound } from '../../lib/notFound';
import { localizePost } from '../../content/blog/postMeta';
import { paths } from '../../lib/paths';
import { whatsappAbout, type WhatsAppHandle } from '../../lib/whatsappTopic';
import { PostCard } from './PostCard';
import './blog.scss';
import { useT } from '../../lib/useLanguage';

export interface BlogTagData {
  /** The tag's URL segment (paths.blogTag). */
  slug: string;
  /** The language of the URL: tags differ per language. */
  language: Language;
  /** The languages the tag exists in (route handle.languages). */
  languages: Language[];
}

/**
 * An unknown tag, or one no post of the URL's language carries, is a 404; /blog/tag without a
 * tag (an address typed by hand: it is no page of the build) is the blog.
 */
export function blogTagLoader({ params, request }: LoaderFunctionArgs): BlogTagData | Response {
  const slug = params.tag;
  const language = languageOfPath(new URL(request.url).pathname);
  if (!slug) return redirect(localizePath(paths.blog, language));
  if (!postsWithTag(slug, language)) notFound();
  const languages = SUPPORTED_LANGUAGES.filter((lng) => postsWithTag(slug, lng));
  return { slug, language, languages };
}

/** /blog/tag/<tag>: the posts carrying a tag, newest first (docs/content.md#a-blog-post). */
export function BlogTagPage() {
  const { t } = useT();
  const { slug, language } = useLoaderData<BlogTagData>();
  const { tag, posts } = postsWithTag(slug, language) ?? { tag: slug, posts: [] };
  const title = t('blog.tagged', { tag });
  const titles = posts.map((post) => localizePost(post, language).title).join('; ');
  return (
    <>
      <PageMeta title={title} description={`${title}: ${titles}`.slice(0, 160)} />
      <PageHeader title={title} crumbs={[{ label: t('nav.blog'), to: paths.blog }]} />
      <div className="section blog-list">
        <div className="container">
          <ul className="row g-4 list-unstyled mb-0">
            {posts.map((post) => (
              <li key={post.id} className="col-md-6 col-lg-4">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/**
 * A tag page exists in the languages whose posts carry the tag (tags differ per language); in
 * the others, and for an unknown tag, the blog is the page to go to.
 */
const blogTagHandle: PageLanguagesHandle & WhatsAppHandle = {
  ...whatsappAbout('blog'),
  languages: (data) => (data as BlogTagData | undefined)?.languages ?? [],
  parent: paths.blog,
};

/** What the route table's `lazy` gets for /blog/tag/<tag>. */
export const blogTagRoute = {
  Component: BlogTagPage,
  loader: blogTagLoader,
  handle: blogTagHandle,
};
