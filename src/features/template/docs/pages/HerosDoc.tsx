import type { HeroData, HeroVariant } from '../../../../content/template/types';
import { themeStyle } from '../../landing/LandingPage';
import { LandingHero } from '../../sections/LandingHero';
import { CodeBlock, DocPage } from '../DocPage';

const same = (text: string) => ({ id: text, en: text });

/** One sample per hero variant, with the art the landing demos pair it with. */
const SAMPLES: readonly { variant: HeroVariant; art: HeroData['art']; used: string }[] = [
  { variant: 'split', art: { kind: 'phone' }, used: 'app, coworking, portfolio' },
  { variant: 'reverse', art: { kind: 'rocket' }, used: 'startup' },
  { variant: 'centered', art: { kind: 'dashboard' }, used: 'saas, marketing' },
  { variant: 'dark', art: { kind: 'code' }, used: 'software, crypto' },
  { variant: 'gradient', art: { kind: 'chart' }, used: 'saas2' },
  {
    variant: 'minimal',
    art: { kind: 'collage', tiles: [same('Brand'), same('Web'), same('Apps'), same('Ads')] },
    used: 'agency',
  },
];

const THEME = { accent: '#0d5f66', soft: '#eef5f4', dark: '#0b2530' };

/** /docs/heros: every hero variant, rendered live by the real component. */
export function HerosDoc() {
  return (
    <DocPage slug="heros" lead="LandingHero's six layouts and the pictures it can draw, live.">
      <p>
        <code>LandingHero</code> (<code>src/features/template/sections/LandingHero.tsx</code>) takes
        a record&apos;s <code>hero</code>: <code>variant</code> picks the layout, <code>art</code>{' '}
        the picture (phone, dashboard, chart, code, rocket, collage, space search, coins, profile).
        Here each renders with <code>headingLevel=&#123;2&#125;</code>, under this page&apos;s own
        h1.
      </p>
      <CodeBlock label="A hero in a landing record">{`hero: {
  variant: 'dark',
  eyebrow: { id: 'CI/CD untuk tim kecil', en: 'CI/CD for small teams' },
  title: { id: '…', en: 'From commit to production in three minutes.' },
  lead: { id: '…', en: '…' },
  primary: { id: 'Mulai', en: 'Start' },
  art: { kind: 'code' },
}`}</CodeBlock>
      {SAMPLES.map((sample) => (
        <section key={sample.variant} aria-labelledby={`doc-hero-${sample.variant}-label`}>
          <h2 id={`doc-hero-${sample.variant}-label`}>
            <code>{sample.variant}</code>
          </h2>
          <p>Used by: {sample.used}.</p>
          <div className="doc-example doc-example--flush landing" style={themeStyle(THEME)}>
            <LandingHero
              headingId={`doc-hero-${sample.variant}`}
              headingLevel={2}
              hero={{
                variant: sample.variant,
                eyebrow: same(`variant: ${sample.variant}`),
                title: same(`The ${sample.variant} hero`),
                lead: same('A lead of one or two sentences, then the buttons.'),
                primary: same('Primary action'),
                secondary: same('Secondary'),
                art: sample.art,
              }}
            />
          </div>
        </section>
      ))}
    </DocPage>
  );
}

export const herosDocRoute = { Component: HerosDoc };
