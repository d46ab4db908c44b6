import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { HydrationBoundary, useHydrated } from '../../../src/lib/useHydrated';

const seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Kirim</button>;
}

beforeEach(() => {
  seen.length = 0;
});

describe('useHydrated', () => {
  it('is false in the prerendered HTML', () => {
    const html = renderToString(
      <HydrationBoundary hydrating>
        <Probe />
      </HydrationBoundary>,
    );
    expect(html).toContain('disabled');
    expect(seen).toEqual([false]);
  });

  it('stays false while React hydrates that HTML, then turns true, without a mismatch', async () => {
    const app = (
      <HydrationBoundary hydrating>
        <Probe />
      </HydrationBoundary>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    seen.length = 0;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true from the first render of a page rendered afresh, and without a boundary', () => {
    render(
      <HydrationBoundary hydrating={false}>
        <Probe />
      </HydrationBoundary>,
    );
    render(<Probe />);
    expect(seen).toEqual([true, true]);
  });
});
