import facebook from 'bootstrap-icons/icons/facebook.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import twitter from 'bootstrap-icons/icons/twitter-x.svg?raw';
import { Icon } from '../../../components/Icon';
import { Logo } from '../../../components/Logo';
import { DemoLink } from '../DemoLink';

/** The columns of the landing footer (docs/product.md#template-material: an English footer; every link goes to '#'). */
export const LANDING_FOOTER_COLUMNS = [
  { title: 'Product', links: ['Features', 'Pricing', 'Integrations', 'Changelog'] },
  { title: 'Company', links: ['About us', 'Careers', 'Blog', 'Contact'] },
  { title: 'Resources', links: ['Documentation', 'Help centre', 'Privacy policy', 'Terms of use'] },
] as const;

const SOCIALS = [
  { label: 'Facebook', icon: facebook },
  { label: 'Instagram', icon: instagram },
  { label: 'LinkedIn', icon: linkedin },
  { label: 'X', icon: twitter },
] as const;

/** The landing demos' footer, in English in either language (`lang="en"`). */
export function LandingFooter({ brand }: { brand: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="landing-footer" lang="en">
      <div className="container">
        <div className="row gy-5">
          <div className="col-lg-4">
            <DemoLink className="landing-footer__brand">
              <Logo size={36} />
              <span>{brand}</span>
            </DemoLink>
            <p className="mt-3 mb-4">
              A landing page demo of the Segara Digital website template. Built in Denpasar, Bali.
            </p>
            {/* A list is not named (aria-label); the navigation around it is. */}
            <nav aria-label="Social networks">
              <ul className="list-unstyled d-flex gap-2 mb-0">
                {SOCIALS.map((social) => (
                  <li key={social.label}>
                    <DemoLink className="landing-footer__social">
                      <Icon svg={social.icon} label={social.label} />
                    </DemoLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {LANDING_FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} className="col-6 col-md-4 col-lg-2" aria-label={column.title}>
              <h2 className="landing-footer__heading">{column.title}</h2>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link} className="mb-2">
                    <DemoLink>{link}</DemoLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-6 col-md-4 col-lg-2">
            <h2 className="landing-footer__heading">Get the app</h2>
            <ul className="list-unstyled mb-0">
              <li className="mb-2">
                <DemoLink>App Store</DemoLink>
              </li>
              <li className="mb-2">
                <DemoLink>Google Play</DemoLink>
              </li>
            </ul>
          </div>
        </div>
        <p className="landing-footer__copyright">
          © {year} {brand}. All rights reserved. A demo by Segara Digital.
        </p>
      </div>
    </footer>
  );
}
