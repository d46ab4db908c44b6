import { Link } from '../../components/SiteLink';
import rocketIcon from 'bootstrap-icons/icons/rocket-takeoff.svg?raw';
import receiptIcon from 'bootstrap-icons/icons/receipt.svg?raw';
import headsetIcon from 'bootstrap-icons/icons/headset.svg?raw';
import mortarboardIcon from 'bootstrap-icons/icons/mortarboard.svg?raw';
import chatIcon from 'bootstrap-icons/icons/chat-dots.svg?raw';
import { Accordion } from '../../components/Accordion';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { RichText } from '../../components/RichText';
import { company } from '../../content/company';
import { helpContent, type FaqTopicIcon } from '../../content/company/help';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import './company.scss';

const topicIcons: Record<FaqTopicIcon, string> = {
  start: rocketIcon,
  billing: receiptIcon,
  support: headsetIcon,
  careers: mortarboardIcon,
};

/** /tentang/bantuan: the FAQ, grouped by topic, one accordion per topic. */
export function HelpPage() {
  const { t } = useT();
  const content = useLocalized(helpContent);
  const title = t('nav.help');

  return (
    <>
      <PageMeta title={title} description={content.meta.description} />
      <PageHeader
        title={title}
        eyebrow={content.eyebrow}
        lead={content.lead}
        crumbs={[{ label: t('nav.company'), to: paths.company.about }]}
      />

      <div className="section pt-5">
        <div className="container">
          <div className="row gy-5 gx-lg-5">
            <div className="col-lg-4">
              <nav className="help-topics" aria-labelledby="help-topics-title">
                <h2 id="help-topics-title" className="visually-hidden">
                  {content.topicsLabel}
                </h2>
                <ul className="list-unstyled mb-0">
                  {content.topics.map((topic) => (
                    <li key={topic.id}>
                      {/* A plain fragment link: the browser scrolls, no route change. */}
                      <a className="help-topic-link" href={`#${topic.id}`}>
                        <span className="icon-tile">
                          <Icon svg={topicIcons[topic.icon]} />
                        </span>
                        <span>
                          <span className="d-block fw-semibold">{topic.title}</span>
                          <span className="d-none d-lg-block small text-body-secondary">
                            {topic.summary}
                          </span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>

            <div className="col-lg-8">
              {content.topics.map((topic, topicIndex) => (
                <section
                  key={topic.id}
                  id={topic.id}
                  className="help-topic"
                  aria-labelledby={`${topic.id}-title`}
                >
                  <h2 id={`${topic.id}-title`} className="h3 mb-1">
                    {topic.title}
                  </h2>
                  <p className="text-body-secondary mb-4">{topic.summary}</p>
                  <Accordion
                    items={topic.questions.map((question) => ({
                      id: question.id,
                      title: question.question,
                      body: <RichText blocks={question.answer} />,
                    }))}
                    // Only the very first question of the page starts open.
                    defaultOpenIds={topicIndex === 0 ? undefined : []}
                  />
                </section>
              ))}

              <aside
                className="help-still card border-0 bg-sand"
                aria-labelledby="help-still-title"
              >
                <div className="card-body p-4 p-md-5 d-md-flex gap-4 align-items-start">
                  <span className="icon-tile mb-3 mb-md-0">
                    <Icon svg={chatIcon} />
                  </span>
                  <div>
                    <h2 id="help-still-title" className="h3 mb-2">
                      {content.stillQuestion.title}
                    </h2>
                    <p className="mb-4">{content.stillQuestion.body}</p>
                    <div className="d-flex flex-wrap align-items-center gap-3">
                      <Link className="btn btn-primary" to={paths.contact}>
                        {content.stillQuestion.cta}
                      </Link>
                      <span className="text-body-secondary">
                        {content.stillQuestion.emailPrefix}{' '}
                        <a className="text-break" href={`mailto:${company.email}`}>
                          {company.email}
                        </a>
                      </span>
                    </div>
                  </div>
                </div>
              </aside>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

export const helpRoute = { Component: HelpPage, handle: whatsappAbout('help') };
