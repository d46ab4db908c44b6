import { Link } from '../../components/SiteLink';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/**
 * The call-to-action band after every page: the layout's lazily loaded extra section
 * (docs/product.md#routes-and-navigation), its own chunk so it never delays the page above it.
 */
export function CtaBand() {
  const { t } = useTranslation();
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-lg-8">
            <span className="eyebrow">{t('cta.eyebrow')}</span>
            <h2 id="cta-band-title" className="h1 mb-3">
              {t('cta.title')}
            </h2>
            <p className="lead mb-0">{t('cta.lead')}</p>
          </div>
          <div className="col-lg-4 d-flex flex-wrap gap-3 justify-content-lg-end">
            <Link className="btn btn-light btn-lg" to={paths.contact}>
              {t('cta.primary')}
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={paths.company.about}>
              {t('cta.secondary')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
