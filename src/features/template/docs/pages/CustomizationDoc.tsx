import { CodeBlock, DocPage } from '../DocPage';

/** Theme variables set in src/styles/_theme.scss (a unit test compares the two). */
export const THEME_VARIABLES: readonly (readonly [string, string, string])[] = [
  ['$segara-ocean', '#0d5f66', 'primary: buttons, links (7.0:1 on white)'],
  ['$segara-deep', '#0b2530', 'headings and dark bands'],
  ['$segara-sunset', '#e07a2f', 'accent: focus ring, highlights, large text on deep only'],
  ['$segara-sand', '#f6f1e7', 'warm light band (.bg-sand)'],
  ['$segara-mist', '#eef5f4', 'cool light band (.bg-mist)'],
  ['$secondary', '#4a5a62', 'secondary text and buttons'],
  ['$success', '#1f7a4a', 'success'],
  ['$info', '#1b6f8f', 'info'],
  ['$warning', '#b35c00', 'warning'],
  ['$danger', '#b3261e', 'danger'],
  ['$body-color', '#1d2b33', 'body text'],
];

/** /docs/customization */
export function CustomizationDoc() {
  return (
    <DocPage
      slug="customization"
      lead="The look is Bootstrap 5 compiled from Sass: change the theme variables, not the CSS."
    >
      <h2>Where the theme lives</h2>
      <p>
        <code>src/styles/_theme.scss</code> sets Bootstrap&apos;s variables before Bootstrap&apos;s
        own defaults: colours, font family, radii, button padding, navbar and dropdown colours.{' '}
        <code>src/styles/main.scss</code> imports <code>_tools.scss</code> (theme + Bootstrap
        functions, variables and mixins), then only the Bootstrap parts the site uses, then our{' '}
        <code>_site.scss</code> and <code>_layout.scss</code>.
      </p>
      <table className="table doc-table">
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Value</th>
            <th scope="col">Used for</th>
          </tr>
        </thead>
        <tbody>
          {THEME_VARIABLES.map(([name, value, use]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              <td>{use}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Changing a colour</h2>
      <CodeBlock label="Example: a new primary colour">{`// src/styles/_theme.scss
$segara-ocean: #0b5a8a; // keep 4.5:1 against white for text and buttons
$primary: $segara-ocean;`}</CodeBlock>
      <p>
        Every colour is checked for WCAG AA contrast against the backgrounds it is used on; the
        browser tests run axe on every page, so a colour that fails contrast fails the build.
      </p>
      <h2>Styles of a feature</h2>
      <p>
        A feature keeps its own stylesheet beside its pages (for example{' '}
        <code>src/features/company/company.scss</code>) and starts it with{' '}
        <code>@import &apos;../../styles/tools&apos;;</code> to use the theme variables and mixins
        without emitting Bootstrap again. The page imports the file; the build gathers every
        imported stylesheet into the one site stylesheet, so scope selectors to the page (a class on
        its root element) rather than relying on which page is open.
      </p>
      <h2>PurgeCSS</h2>
      <p>
        The production build keeps only selectors found in <code>src/**/*.&#123;ts,tsx&#125;</code>.
        Write class names in full in the code (<code>&apos;tile-tone-1&apos;</code>, not{' '}
        <code>`tile-tone-$&#123;n&#125;`</code>), or use a data attribute, or the rule disappears
        from the build.
      </p>
    </DocPage>
  );
}

export const customizationDocRoute = { Component: CustomizationDoc };
