import type { CSSProperties } from 'react';
import type { LandingRecord, LandingTheme } from '../../../content/template/types';
import { PageMeta } from '../../../components/PageMeta';
import { LandingHero } from '../sections/LandingHero';
import { LandingSections } from '../sections/LandingSections';
import { useText } from '../useText';
import { landingRecords, type LandingDemo } from './landingRecords';
import '../template.scss';

/** What a landing route hands its layout (the demo's brand and colours). */
export interface LandingHandle {
  landing: { brand: string; theme: LandingTheme };
}

/** A landing's colours as the CSS custom properties the demo styles read. */
export function themeStyle(theme: LandingTheme): CSSProperties {
  return {
    '--lp-accent': theme.accent,
    '--lp-soft': theme.soft,
    '--lp-dark': theme.dark,
  } as CSSProperties;
}

/** One landing demo: its hero, then the sections its record picks. */
export function LandingPage({ record }: { record: LandingRecord }) {
  const text = useText();
  return (
    <div className="landing-page" data-demo={record.demo}>
      <PageMeta title={text(record.meta.title)} description={text(record.meta.description)} />
      <LandingHero hero={record.hero} headingId={`${record.demo}-hero-title`} />
      <LandingSections sections={record.sections} idPrefix={record.demo} />
    </div>
  );
}

/** The route object of /landing/<demo>: the page with its record, and the layout's handle. */
export async function landingRoute(demo: LandingDemo) {
  const record = await landingRecords[demo]();
  const handle: LandingHandle = { landing: { brand: record.brand, theme: record.theme } };
  return { element: <LandingPage record={record} />, handle };
}
