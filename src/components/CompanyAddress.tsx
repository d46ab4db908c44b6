import { company, mapsSearchUrl } from '../content/company';
import { useT } from '../lib/useLanguage';

/** The office's postal address and a link to it on a map (new tab), as printed on letters. */
export function CompanyAddress({ mapLinkLabel }: { mapLinkLabel: string }) {
  const { t } = useT();
  return (
    <>
      <address className="mb-2">
        {company.legalName}
        <br />
        {company.street}
        <br />
        {company.city}, {company.region} {company.postalCode}
      </address>
      <a className="fw-semibold" href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
        {mapLinkLabel}
        <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>
      </a>
    </>
  );
}
