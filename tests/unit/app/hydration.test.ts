// Knowing when React has hydrated every Suspense boundary of a prerendered page
// (src/app/hydration.ts): the hand-over to another language waits for it.
import { isFullyHydrated, whenFullyHydrated } from '../../../src/app/hydration';

/** Prerendered markup: an outer boundary with the page's and a lazy band's inside. */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML =
    '<!--$--><a id="skip">Lewati</a><main><!--$--><h1 id="page">Tentang</h1><!--/$--></main>' +
    '<!--$--><section id="band">Mari</section><!--/$--><!--$--><!--/$--><footer></footer><!--/$-->';
  return root;
}

const hydrate = (root: Element, ...ids: string[]) => {
  for (const id of ids) Object.assign(root.querySelector(`#${id}`)!, { __reactFiber$abc: {} });
};

describe('isFullyHydrated', () => {
  it('is false while any boundary is still server HTML', () => {
    const root = prerendered();
    expect(isFullyHydrated(root)).toBe(false);
    hydrate(root, 'skip');
    expect(isFullyHydrated(root)).toBe(false);
    hydrate(root, 'page');
    expect(isFullyHydrated(root)).toBe(false); // the band's chunk is not there yet
  });

  it('is true once every boundary is (an empty one needs nothing)', () => {
    const root = prerendered();
    hydrate(root, 'skip', 'page', 'band');
    expect(isFullyHydrated(root)).toBe(true);
  });

  it('is true for a page rendered in the browser (no markers)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Masuk</h1></main>';
    expect(isFullyHydrated(root)).toBe(true);
  });
});

describe('whenFullyHydrated', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves when the last boundary is hydrated', async () => {
    const root = prerendered();
    hydrate(root, 'skip', 'page');
    let done = false;
    void whenFullyHydrated(root, { interval: 50 }).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    hydrate(root, 'band');
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    let done = false;
    void whenFullyHydrated(prerendered(), { timeout: 1_000 }).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(950);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});
