import { DocPage, Example } from '../DocPage';

/** The Bootstrap Sass parts src/styles/main.scss imports (a unit test compares the two). */
export const BOOTSTRAP_PARTS = [
  'utilities',
  'root',
  'reboot',
  'type',
  'images',
  'containers',
  'grid',
  'buttons',
  'transitions',
  'dropdown',
  'button-group',
  'nav',
  'navbar',
  'card',
  'accordion',
  'breadcrumb',
  'badge',
  'alert',
  'list-group',
  'forms',
  'spinners',
  'helpers',
  'utilities/api',
] as const;

/** /docs/bootstrap: the Bootstrap parts we compile, and what they look like in our theme. */
export function BootstrapDoc() {
  return (
    <DocPage
      slug="bootstrap"
      lead="Bootstrap 5.3 from Sass, only the parts the site uses, with no Bootstrap JavaScript."
    >
      <h2>What is compiled</h2>
      <p>
        <code>src/styles/main.scss</code> imports these parts of Bootstrap, in this order:{' '}
        {BOOTSTRAP_PARTS.map((part, index) => (
          <span key={part}>
            <code>{part}</code>
            {index < BOOTSTRAP_PARTS.length - 1 ? ', ' : '.'}
          </span>
        ))}{' '}
        A feature that needs more imports it in its own stylesheet (the template material adds{' '}
        <code>tables</code> and <code>button-group</code>), so the CSS loads only with that feature.
      </p>
      <p>
        Menus, collapses and accordions are React state with Bootstrap&apos;s classes (
        <code>show</code>, <code>collapsed</code>), not Bootstrap&apos;s JavaScript bundle.
      </p>
      <h2>In our theme</h2>
      <Example title="Buttons">
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary">
            Primary
          </button>
          <button type="button" className="btn btn-outline-primary">
            Outline
          </button>
          <button type="button" className="btn btn-secondary">
            Secondary
          </button>
          <button type="button" className="btn btn-light">
            Light
          </button>
          <button type="button" className="btn btn-primary btn-sm">
            Small
          </button>
        </div>
      </Example>
      <Example title="Badges and alerts">
        <p className="d-flex flex-wrap gap-2">
          <span className="badge text-bg-primary">Primary</span>
          <span className="badge text-bg-success">Success</span>
          <span className="badge text-bg-warning">Warning</span>
          <span className="badge text-bg-danger">Danger</span>
          <span className="badge rounded-pill text-bg-info">Info pill</span>
        </p>
        <div className="alert alert-success mb-2" role="status">
          Saved. Your changes are live.
        </div>
        <div className="alert alert-warning mb-0" role="status">
          Storage is 85% full.
        </div>
      </Example>
      <Example title="Card and list group">
        <div className="row g-3">
          <div className="col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <p className="h5 card-title">Card title</p>
                <p className="card-text text-body-secondary mb-0">Cards hold one idea each.</p>
              </div>
            </div>
          </div>
          <div className="col-md-6">
            <ul className="list-group">
              <li className="list-group-item">First item</li>
              <li className="list-group-item active" aria-current="true">
                Active item
              </li>
              <li className="list-group-item">Third item</li>
            </ul>
          </div>
        </div>
      </Example>
      <Example title="Form controls">
        <div className="row g-3">
          <div className="col-md-6">
            <label className="form-label" htmlFor="doc-input">
              Text input
            </label>
            <input id="doc-input" type="text" className="form-control" placeholder="Type here" />
          </div>
          <div className="col-md-6">
            <label className="form-label" htmlFor="doc-select">
              Select
            </label>
            <select id="doc-select" className="form-select" defaultValue="id">
              <option value="id">Bahasa Indonesia</option>
              <option value="en">English</option>
            </select>
          </div>
          <div className="col-12">
            <div className="form-check">
              <input id="doc-check" className="form-check-input" type="checkbox" defaultChecked />
              <label className="form-check-label" htmlFor="doc-check">
                A checkbox
              </label>
            </div>
          </div>
        </div>
      </Example>
      <Example title="Spinner">
        <span className="spinner-border text-primary" aria-hidden="true" />
      </Example>
    </DocPage>
  );
}

export const bootstrapDocRoute = { Component: BootstrapDoc };
