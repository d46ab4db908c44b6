import { DocPage, Example } from '../DocPage';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const DISPLAYS = [
  'display-1',
  'display-2',
  'display-3',
  'display-4',
  'display-5',
  'display-6',
] as const;

/** /docs/typography */
export function TypographyDoc() {
  return (
    <DocPage
      slug="typography"
      lead="One variable typeface and Bootstrap's type scale, set in the theme."
    >
      <h2>Typeface</h2>
      <p>
        Plus Jakarta Sans Variable, its Latin face only, from{' '}
        <code>@fontsource-variable/plus-jakarta-sans</code>, bundled with the site (no font CDN);
        system fonts follow as fallbacks (<code>$font-family-sans-serif</code>
        ). Headings are weight 700 with a line height of 1.2; display headings are 800.
      </p>
      <h2>Headings</h2>
      <p>
        Each page has exactly one <code>&lt;h1&gt;</code>; sections use <code>&lt;h2&gt;</code>. To
        make a heading look bigger or smaller, use the class, not another level.
      </p>
      <Example title="Heading classes .h1 – .h6">
        {HEADINGS.map((level) => (
          <p key={level} className={level}>
            .{level} Segara Digital
          </p>
        ))}
      </Example>
      <Example title="Display classes .display-1 – .display-6">
        {DISPLAYS.map((size) => (
          <p key={size} className={`${size} text-truncate`}>
            {size.replace('display-', 'Display ')}
          </p>
        ))}
      </Example>
      <h2>Body text</h2>
      <Example title=".eyebrow, .lead, body, .small, .text-body-secondary">
        <span className="eyebrow">Eyebrow label</span>
        <p className="lead">A lead paragraph opens a page or a section.</p>
        <p>Body text is 1rem at a comfortable line height, in $body-color.</p>
        <p className="small text-body-secondary mb-0">
          Small secondary text for dates and captions.
        </p>
      </Example>
    </DocPage>
  );
}

export const typographyDocRoute = { Component: TypographyDoc };
