import { act, lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { beginHydration, endHydration, useHydrated } from '../../../src/lib/useHydrated';

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
