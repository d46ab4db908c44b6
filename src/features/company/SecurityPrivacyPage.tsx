import { useEffect, useRef, useState } from 'react';
import shieldIcon from 'bootstrap-icons/icons/shield-check.svg?raw';
import lockIcon from 'bootstrap-icons/icons/shield-lock.svg?raw';
import { openCookieSettings } from '../../components/consent/cookieSettings';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { whatsappAbout } from '../../lib/whatsappTopic';
import { formatCalendarDate } from '../../lib/calendarDate';
import { RichText } from '../../components/RichText';
import {
  COOKIE_SECTION_ID,
  POLICY_LAST_UPDATED,
  securityPrivacyContent,
  type PolicyPart,
} from '../../content/company/securityPrivacy';
import { paths } from '../../lib/paths';
import { useLocalized, useT } from '../../lib/useLanguage';
import './company.scss';

/** Where a section counts as "being read": just below the sticky navbar (see scroll-margin-top). */
const READING_LINE_PX = 120;

/**
 * The id of the last section whose top has scrolled past the reading line, for the table of
 * contents to mark. Effects only: the prerendered HTML marks nothing.
 */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of list) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= READING_LINE_PX) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function PolicyPartSection({ part, icon }: { part: PolicyPart; icon: string }) {
  const { t } = useT();
  const titleId = `${part.id}-title`;
  return (
    <section id={part.id} className="privacy-part" aria-labelledby={titleId}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="icon-tile">
          <Icon svg={icon} />
        </span>
        <div>
          <span className="eyebrow mb-0">{part.eyebrow}</span>
          <h2 id={titleId} className="h1 mb-0">
            {part.title}
          </h2>
        </div>
      </div>
      <div className="privacy-intro mb-4">
        <RichText blocks={part.intro} />
      </div>
      {part.sections.map((section, index) => (
        // Unnamed on purpose: nineteen extra landmarks would drown the page's real ones;
        // the <h3> makes each one reachable by heading navigation.
        <section key={section.id} id={section.id} className="privacy-section">
          <h3 id={`${section.id}-title`} className="h4 mb-3">
            <span className="privacy-number" aria-hidden="true">
              {index + 1}.
            </span>{' '}
            {section.title}
          </h3>
          <RichText blocks={section.blocks} />
          {section.id === COOKIE_SECTION_ID && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => openCookieSettings(true)}
            >
              {t('cookieSettings')}
            </button>
          )}
        </section>
      ))}
    </section>
  );
}

/** /tentang/keamanan-privasi: the privacy policy (UU PDP) and our security practices. */
export function SecurityPrivacyPage() {
  const { t, language: lng } = useT();
  const content = useLocalized(securityPrivacyContent);
  const title = t('nav.securityPrivacy');
  const parts = [content.privacy, content.security];
  const active = useActiveSection(
    parts.flatMap((part) => [part.id, ...part.sections.map((section) => section.id)]),
  );
  const tocRef = useRef<HTMLElement>(null);

  // On desktop the sticky list scrolls on its own: keep the marked entry in view. Only the
  // list's own scrollTop changes (scrollIntoView would also move the page on a phone).
  useEffect(() => {
    const toc = tocRef.current;
    const link = active ? toc?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!toc || !link) return;
    const top = link.getBoundingClientRect().top - toc.getBoundingClientRect().top + toc.scrollTop;
    if (top < toc.scrollTop || top + link.offsetHeight > toc.scrollTop + toc.clientHeight) {
      toc.scrollTop = top - toc.clientHeight / 2;
    }
  }, [active]);

  return (
    <>
      <PageMeta title={title} description={content.meta.description} />
      <PageHeader
        title={title}
        eyebrow={content.eyebrow}
        lead={content.lead}
        crumbs={[{ label: t('nav.company'), to: paths.company.about }]}
      >
        <p className="mt-3 mb-0 small text-body-secondary">
          {content.lastUpdatedLabel}{' '}
          <time dateTime={POLICY_LAST_UPDATED}>{formatCalendarDate(POLICY_LAST_UPDATED, lng)}</time>
        </p>
      </PageHeader>

      <div className="section pt-5">
        <div className="container">
          <div className="row gy-5 gx-lg-5">
            <div className="col-lg-4">
              <nav ref={tocRef} className="privacy-toc" aria-labelledby="privacy-toc-title">
                <h2 id="privacy-toc-title" className="h6 text-uppercase text-body-secondary mb-3">
                  {content.tocTitle}
                </h2>
                <ol className="list-unstyled mb-0">
                  {parts.map((part) => (
                    <li key={part.id} className="mb-3">
                      <a
                        className="privacy-toc-part"
                        href={`#${part.id}`}
                        aria-current={active === part.id ? 'location' : undefined}
                      >
                        {part.title}
                      </a>
                      <ol className="privacy-toc-list">
                        {part.sections.map((section) => (
                          <li key={section.id}>
                            <a
                              href={`#${section.id}`}
                              aria-current={active === section.id ? 'location' : undefined}
                            >
                              {section.title}
                            </a>
                          </li>
                        ))}
                      </ol>
                    </li>
                  ))}
                </ol>
              </nav>
            </div>

            <div className="col-lg-8">
              <div className="privacy-body">
                <PolicyPartSection part={content.privacy} icon={lockIcon} />
                <PolicyPartSection part={content.security} icon={shieldIcon} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

export const securityPrivacyRoute = {
  Component: SecurityPrivacyPage,
  handle: whatsappAbout('general'),
};
