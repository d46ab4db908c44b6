import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../lib/paths';

/** What a later issue builds (the keys of comingSoon.areas in translation.json). */
export type ComingSoonArea =
  | 'blog'
  | 'blogPost'
  | 'team'
  | 'teamMember'
  | 'careers'
  | 'career'
  | 'product'
  | 'docs'
  | 'landing'
  | 'template';

/**
 * A route whose issue has not landed yet: names what is coming, keeps the visitor on the
 * site, and is kept out of search engines.
 */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation();
  const title = t(`comingSoon.titles.${area}`);
  const what = t(`comingSoon.areas.${area}`);
  return (
    <>
      <PageMeta title={title} description={t('comingSoon.lead', { what })} />
      <meta name="robots" content="noindex" />
      <PageHeader
        title={title}
        eyebrow={t('comingSoon.eyebrow')}
        lead={t('comingSoon.lead', { what })}
      >
        <Link className="btn btn-primary mt-4" to={paths.home}>
          {t('comingSoon.home')}
        </Link>
      </PageHeader>
    </>
  );
}
