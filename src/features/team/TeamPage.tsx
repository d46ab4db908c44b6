import { Avatar } from '../../components/Avatar';
import { Link } from '../../components/SiteLink';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { teamMembers } from '../../content/team';
import { teamPageContent } from '../../content/teamPage';
import { memberPlace } from '../../content/teamFacts';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import './team.scss';

/** /tentang/semua-tim: every member with avatar, name and role, linking to their profile. */
export function TeamPage() {
  const { t, language: lng } = useT();
  const copy = useLocalized(teamPageContent);
  return (
    <>
      <PageMeta title={copy.meta.title} description={copy.meta.description} />
      <PageHeader
        title={copy.header.title}
        eyebrow={copy.header.eyebrow}
        lead={copy.header.lead}
        crumbs={[{ label: t('nav.company'), to: paths.company.about }]}
      />
      <div className="section">
        <div className="container">
          <ul className="row g-4 list-unstyled mb-0">
            {teamMembers.map((member) => (
              <li key={member.slug} className="col-sm-6 col-lg-3">
                <article className="card h-100 border-0 shadow-sm card-lift team-card text-center">
                  <div className="card-body p-4">
                    <Avatar member={member} size={112} className="team-avatar mb-3" />
                    <h2 className="h5 mb-1">
                      <Link
                        className="stretched-link text-reset"
                        to={paths.teamMember(member.slug)}
                      >
                        {member.name}
                      </Link>
                    </h2>
                    <p className="text-primary fw-semibold mb-1">{member.role[lng]}</p>
                    <p className="small text-body-secondary mb-0">{memberPlace(member, lng)}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <div className="card border-0 bg-sand mt-5">
            <div className="card-body p-4 d-md-flex align-items-center justify-content-between gap-4">
              <div>
                <h2 className="h4 mb-1">{copy.joinTitle}</h2>
                <p className="mb-md-0 text-body-secondary">{copy.joinText}</p>
              </div>
              <Link className="btn btn-primary text-nowrap" to={paths.company.careers}>
                {copy.joinLink}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

export const teamRoute = { Component: TeamPage, handle: whatsappAbout('company') };
