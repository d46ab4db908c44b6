import { act, lazy, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import {
  beginHydration,
  endHydration,
  useHydrated,
  useHydratedValue,
} from '../../../src/lib/useHydrated';

const seen: boolean[] = [];

function SendButton({ name }: { name: string }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>{name}</button>;
}

/** Prerenders `app` into a container in the document, as the prerenderer writes a page. */
function prerendered(app: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  seen.length = 0;
  return container;
}

afterEach(() => {
  endHydration();
  document.body.replaceChildren();
  seen.length = 0;
});

describe('useHydrated', () => {
  it('is false in the prerendered HTML', () => {
    const html = renderToString(<SendButton name="Kirim" />);
    expect(html).toContain('disabled');
    expect(seen).toEqual([false]);
  });

  it('stays false through the hydration, with no re-render, until endHydration()', async () => {
    const app = <SendButton name="Kirim" />;
    const container = prerendered(app);
    const recoverable = jest.fn();
    beginHydration();
    act(() => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    await act(() => Promise.resolve());
    expect(seen).toEqual([false]);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    act(() => endHydration());
    expect(seen).toEqual([false, true]);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('lets a part hydrated after endHydration() match its HTML first, then turn true', async () => {
    let load: (module: { default: typeof SendButton }) => void = () => undefined;
    const Later = lazy(
      () => new Promise<{ default: typeof SendButton }>((resolve) => (load = resolve)),
    );
    const html = renderToString(
      <Suspense fallback={null}>
        <SendButton name="Kirim pesan" />
      </Suspense>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    beginHydration();
    act(() => {
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <Later name="Kirim pesan" />
        </Suspense>,
        { onRecoverableError: recoverable },
      );
    });
    await act(() => Promise.resolve());
    act(() => endHydration());
    seen.length = 0;
    act(() => load({ default: SendButton }));
    await act(() => Promise.resolve());
    expect(seen).toEqual([false, true]);
    expect(screen.getByRole('button', { name: 'Kirim pesan' })).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page rendered afresh', () => {
    render(<SendButton name="Kirim" />);
    expect(seen).toEqual([true]);
  });
});

describe('useHydratedValue', () => {
  const queries: string[] = [];
  const roots: Root[] = [];
  function Heading({ query }: { query: string }) {
    const shown = useHydratedValue(query, '');
    queries.push(shown);
    return <h1>{shown ? `Hasil untuk "${shown}"` : 'Semua Post'}</h1>;
  }

  function hydrate(query: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Heading query="" />);
    document.body.append(container);
    queries.length = 0;
    const recoverable = jest.fn();
    beginHydration();
    act(() => {
      roots.push(
        hydrateRoot(container, <Heading query={query} />, { onRecoverableError: recoverable }),
      );
    });
    return recoverable;
  }

  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    endHydration();
    document.body.replaceChildren();
    queries.length = 0;
  });

  it("hydrates with the HTML's value and shows this visit's after endHydration()", async () => {
    const recoverable = hydrate('qris');
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading')).toHaveTextContent('Semua Post');
    act(() => endHydration());
    expect(screen.getByRole('heading')).toHaveTextContent('Hasil untuk "qris"');
    expect(queries).toEqual(['', 'qris']);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("does not re-render after hydration when this visit's value is the HTML's", async () => {
    hydrate('');
    await act(() => Promise.resolve());
    act(() => endHydration());
    expect(queries).toEqual(['']);
  });
});
