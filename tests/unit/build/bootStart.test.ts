// The boot script (public/boot.js) starts the page's scripts after the first paint: in their
// listed order, each kept in order by `async = false`, one request per task so that a tap
// waits for one request at most.
import { bootScript } from '../../../config/webpack/bootScript.mjs';

const LIST = ['/static/js/runtime.1.js', '/static/js/app.2.js', '/static/js/main.3.js'];

/** Runs the boot script as the page's <head> does, its `data-scripts` listing LIST. */
function runBootScript() {
  const inline = document.createElement('script');
  inline.dataset.scripts = LIST.join(' ');
  Object.defineProperty(document, 'currentScript', { value: inline, configurable: true });
  const globals = window as unknown as Record<string, unknown>;
  globals.matchMedia = () => ({ matches: false, addEventListener: () => {} });
  // No paint entries here: the script starts from the next frame instead.
  globals.PerformanceObserver = { supportedEntryTypes: [] };
  globals.requestAnimationFrame = (callback: () => void) => {
    callback();
    return 0;
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline text, as served
  const run = new Function(bootScript()) as () => void;
  run();
}

const added = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'currentScript');
});

describe("the boot script's start", () => {
  it('requests the listed scripts in order, one per task, none async', () => {
    runBootScript();
    expect(added()).toEqual([]);
    const seen: string[][] = [];
    for (let task = 0; task < LIST.length + 1; task += 1) {
      jest.advanceTimersToNextTimer();
      seen.push(added().map((script) => script.src));
    }
    expect(seen).toEqual([LIST.slice(0, 1), LIST.slice(0, 2), LIST, LIST]);
    expect(added().every((script) => !script.async)).toBe(true);
  });
});
