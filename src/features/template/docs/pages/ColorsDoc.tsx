import type { CSSProperties } from 'react';
import { DocPage } from '../DocPage';
import { THEME_VARIABLES } from './CustomizationDoc';

/** /docs/colors: the palette of src/styles/_theme.scss as swatches. */
export function ColorsDoc() {
  return (
    <DocPage
      slug="colors"
      lead="The palette of src/styles/_theme.scss, with what each colour is for."
    >
      <p>
        The first five are Segara&apos;s own colours, also exposed as CSS custom properties (
        <code>--segara-ocean</code> …) by <code>src/styles/_site.scss</code>; the rest are
        Bootstrap&apos;s theme colours as we set them. Use them through Bootstrap&apos;s classes (
        <code>.btn-primary</code>, <code>.text-bg-success</code>) or the Sass variables.
      </p>
      <ul className="row g-3 list-unstyled">
        {THEME_VARIABLES.map(([name, value, use]) => (
          <li key={name} className="col-6 col-md-4">
            <div className="swatch">
              <div className="swatch__colour" style={{ '--swatch': value } as CSSProperties} />
              <div className="swatch__body">
                <code className="d-block fw-semibold">{name}</code>
                <code className="d-block">{value}</code>
                <span className="text-body-secondary">{use}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

export const colorsDocRoute = { Component: ColorsDoc };
