import { Link } from '../../components/SiteLink';
import { applyMailto } from '../../content/company';
import { facts, workingDays } from '../../content/facts';
import { useT } from '../../lib/useLanguage';
import { anchors, paths } from '../../lib/paths';
import type { ClosingBand } from './MainLayout';

/**
 * The call-to-action band after a page: the layout's lazily loaded extra section
 * (docs/product.md#routes-and-navigation), its own chunk so it never delays the page above it.
 * Clients are asked to get in touch; on the careers pages, job seekers to apply.
 */
export function CtaBand({ audience = 'clients' }: { audience?: Exclude<ClosingBand, 'none'> }) {
  const { t, language: lng } = useT();
  const copy = audience === 'jobSeekers' ? 'ctaJobSeekers' : 'cta';
  const replyDays =
    audience === 'jobSeekers' ? facts.applicationReplyWorkingDays : facts.replyWorkingDays;
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-lg-8">
            <span className="eyebrow">{t(`${copy}.eyebrow`)}</span>
            <h2 id="cta-band-title" className="h1 mb-3">
              {t(`${copy}.title`)}
            </h2>
            <p className="lead mb-0">
              {t(`${copy}.lead`, { replyTime: workingDays(replyDays, lng) })}
            </p>
          </div>
          <div className="col-lg-4 d-flex flex-wrap gap-3 justify-content-lg-end">
            {audience === 'jobSeekers' ? (
              <>
                <a className="btn btn-light btn-lg" href={applyMailto(t('ctaJobSeekers.subject'))}>
                  {t('ctaJobSeekers.primary')}
                </a>
                <Link className="btn btn-outline-light btn-lg" to={paths.company.team}>
                  {t('ctaJobSeekers.secondary')}
                </Link>
              </>
            ) : (
              <>
                <Link className="btn btn-light btn-lg" to={paths.contact}>
                  {t('cta.primary')}
                </Link>
                <Link
                  className="btn btn-outline-light btn-lg"
                  to={{ pathname: paths.company.about, hash: anchors.howWeWork }}
                >
                  {t('cta.secondary')}
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
