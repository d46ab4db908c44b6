import { Link } from '../../components/SiteLink';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import whatsapp from 'bootstrap-icons/icons/whatsapp.svg?raw';
import { openCookieSettings } from '../../components/consent/cookieSettings';
import { Icon } from '../../components/Icon';
import rss from '../../components/icons/rss.svg?raw';
import { Logo } from '../../components/Logo';
import {
  company,
  companyAddress,
  mapsSearchUrl,
  phoneText,
  telHref,
  whatsappHref,
  type SocialNetwork,
} from '../../content/company';
import { products } from '../../content/products';
import { localizePath } from '../../lib/languagePaths';
import { paths } from '../../lib/paths';
import { FEED_PATH } from '../../lib/site';
import { useT } from '../../lib/useLanguage';
import { navItemLabel, navMenu } from './navigation';

const socialIcons: Record<SocialNetwork, string> = { instagram, linkedin, github };

/** docs/product.md#routes-and-navigation: logo, description, address (maps search), email and phone lines, copyright, socials. */
export function Footer() {
  const { t, language } = useT();
  const year = new Date().getFullYear();
  const companyMenu = navMenu('nav.company');
  const [mailbox, mailDomain] = company.email.split('@');

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gx-4 gx-lg-5 gy-5">
          <div className="col-lg-3">
            <Link to={paths.home} className="footer-brand">
              <Logo size={40} />
              <span>{company.name}</span>
            </Link>
            <p className="mt-3 mb-4">{t('footer.description')}</p>
            <h2 className="footer-heading">{t('footer.followUs')}</h2>
            <ul className="list-unstyled d-flex gap-2 mb-0">
              {company.socials.map((social) => (
                <li key={social.network}>
                  <a
                    className="social-link"
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon svg={socialIcons[social.network]} />
                    <span className="visually-hidden">
                      {social.label} {t('a11y.opensInNewTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-company">
            <h2 id="footer-company" className="footer-heading">
              {t('footer.companyHeading')}
            </h2>
            <ul className="list-unstyled footer-links">
              {companyMenu?.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{navItemLabel(item, t)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-products">
            <h2 id="footer-products" className="footer-heading">
              {t('footer.productsHeading')}
            </h2>
            <ul className="list-unstyled footer-links">
              <li>
                <Link to={paths.products}>{t('footer.allProducts')}</Link>
              </li>
              {products.map((product) => (
                <li key={product.slug}>
                  <Link to={paths.product(product.slug)}>{product.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-explore">
            <h2 id="footer-explore" className="footer-heading">
              {t('footer.exploreHeading')}
            </h2>
            <ul className="list-unstyled footer-links">
              <li>
                <Link to={paths.home}>{t('nav.home')}</Link>
              </li>
              <li>
                <Link to={paths.caseStudies}>{t('nav.caseStudies')}</Link>
              </li>
              <li>
                <Link to={paths.blog}>{t('nav.blog')}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{t('nav.contact')}</Link>
              </li>
              <li>
                {/* The blog's feed in the page's language: a file, so not a router link. */}
                <a className="rss-link" href={localizePath(FEED_PATH, language)}>
                  <Icon svg={rss} />
                  {t('blog.rss')}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className="footer-link-button"
                  onClick={() => openCookieSettings(true)}
                >
                  {t('cookieSettings')}
                </button>
              </li>
            </ul>
          </nav>
          <div className="col-lg-3">
            <h2 className="footer-heading">{t('footer.contactHeading')}</h2>
            <address className="footer-contact mb-0">
              <p>
                <Icon svg={geo} />
                <a
                  href={mapsSearchUrl()}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.addressLink', { address: companyAddress })}
                >
                  {t('footer.address', { address: companyAddress })}
                </a>
              </p>
              <p>
                <Icon svg={envelope} />
                {/* The address is a block of its own that may break after the @ (<wbr>, see
                    .footer-email); the name says it as one word. */}
                <a
                  href={`mailto:${company.email}`}
                  aria-label={`${t('footer.email')} ${company.email}`}
                >
                  {t('footer.email')}{' '}
                  <span className="footer-email">
                    {mailbox}@<wbr />
                    {mailDomain}
                  </span>
                </a>
              </p>
              <p>
                <Icon svg={telephone} />
                {/* The line may break after the label only (<wbr>), never inside the number. */}
                <a href={telHref(company.phone)}>
                  {t('footer.phone')}
                  {'\u00a0'}
                  <wbr />
                  {phoneText(company.phone)}
                </a>
              </p>
              <p className="mb-0">
                <Icon svg={whatsapp} />
                <a
                  href={whatsappHref(t('whatsapp.greeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('whatsapp.footer')}
                  {'\u00a0'}
                  <wbr />
                  {phoneText(company.whatsapp)}
                </a>
              </p>
            </address>
          </div>
        </div>
        <p className="footer-copyright">
          {t('footer.copyright', { year, legalName: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
