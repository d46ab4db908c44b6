import { Avatar } from '../../components/Avatar';
import { Link } from '../../components/SiteLink';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import globe from 'bootstrap-icons/icons/globe2.svg?raw';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { postsByAuthor } from '../../content/blog/blogIndex';
import { localizePost } from '../../content/blog/postMeta';
import { formatCalendarDate } from '../../lib/calendarDate';
import type { TeamSocialNetwork } from '../../content/schema';
import { findTeamMember } from '../../content/team';
import { paths } from '../../lib/paths';
import { slugLoader, useSlugRecord } from '../../lib/slugLoader';
import { memberPlace } from '../../content/teamFacts';
import { useT } from '../../lib/useLanguage';
import { whatsappAbout } from '../../lib/whatsappTopic';
import './team.scss';

const socialIcons: Record<TeamSocialNetwork, string> = {
  linkedin,
  github,
  instagram,
  website: globe,
};

export const teamMemberLoader = slugLoader(findTeamMember);

/** /detailteam/<slug>: bio, skills, links and the posts they wrote. */
export function TeamMemberPage() {
  const { t, language: lng } = useT();
  const member = useSlugRecord(findTeamMember);
  const posts = postsByAuthor(member.slug);
  const bio = member.bio[lng];

  return (
    <>
      <PageMeta
        // A name reads the same in both languages: the section's name keeps each title its own.
        title={`${member.name} · ${t('nav.team')}`}
        description={`${member.name} — ${member.role[lng]}. ${bio[0] ?? ''}`}
      />
      <PageHeader
        title={member.name}
        eyebrow={member.role[lng]}
        crumbs={[
          { label: t('nav.company'), to: paths.company.about },
          { label: t('nav.team'), to: paths.company.team },
        ]}
      >
        <p className="text-body-secondary mb-0">
          {memberPlace(member, lng)} · {t('team.joined', { year: member.joined })}
        </p>
      </PageHeader>
      <div className="section">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-4">
              <Avatar member={member} size={160} className="team-avatar team-avatar-lg mb-4" />
              <h2 className="h5">{t('team.skills')}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-4">
                {member.skills.map((skill) => {
                  const label = typeof skill === 'string' ? skill : skill[lng];
                  return (
                    <li key={label} className="badge rounded-pill team-skill">
                      {label}
                    </li>
                  );
                })}
              </ul>
              <h2 className="h5">{t('team.links')}</h2>
              <ul className="list-unstyled mb-0">
                {member.socials.map((social) => (
                  <li key={social.url} className="mb-2">
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="d-inline-flex align-items-center gap-2 text-break"
                    >
                      <Icon svg={socialIcons[social.network]} />
                      {t(`team.social.${social.network}`)}
                      <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-8">
              <div className="team-bio mb-5">
                {bio.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <h2 className="h4 mb-3">{t('team.posts', { name: member.name })}</h2>
              {posts.length === 0 ? (
                <p className="text-body-secondary">{t('team.noPosts', { name: member.name })}</p>
              ) : (
                <ul className="list-unstyled team-posts mb-0">
                  {posts.map((post) => {
                    const text = localizePost(post, lng);
                    return (
                      <li key={post.id} className="py-3">
                        <p className="small text-body-secondary mb-1">
                          {t(`blogCategory.${post.category}`)} ·{' '}
                          <time dateTime={post.date}>{formatCalendarDate(post.date, lng)}</time>
                        </p>
                        <h3 className="h5 mb-1" lang={text.isFallback ? text.lang : undefined}>
                          <Link to={paths.blogPost(post.id)} language={text.lang}>
                            {text.title}
                          </Link>
                        </h3>
                        <p
                          className="mb-0 text-body-secondary"
                          lang={text.isFallback ? text.lang : undefined}
                        >
                          {text.summary}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** What the route table's `lazy` gets for /detailteam/<slug>. */
export const teamMemberRoute = {
  Component: TeamMemberPage,
  loader: teamMemberLoader,
  handle: whatsappAbout('company'),
};
