// The company as schema.org `Organization` (JSON-LD on Beranda), from the facts in company.ts.
import { company } from './company';
import { absoluteUrl, SITE_ORIGIN } from '../lib/site';

export const organizationJsonLd = {
  '@type': 'Organization',
  name: company.name,
  legalName: company.legalName,
  url: SITE_ORIGIN,
  logo: absoluteUrl('/favicon.svg'),
  email: company.email,
  telephone: company.phone,
  foundingDate: String(company.foundedYear),
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.street,
    addressLocality: company.city,
    addressRegion: company.region,
    postalCode: company.postalCode,
    addressCountry: 'ID',
  },
  sameAs: company.socials.map((social) => social.url),
};
