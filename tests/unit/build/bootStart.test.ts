// How the boot script (public/boot.js, inlined into each page's <head>) starts the page's scripts.
import { bootScript } from '../../../config/webpack/bootScript.mjs';

const LIST = ['/static/js/runtime.1.js', '/static/js/9569.2.js', '/static/js/app.3.js', '/static/js/main.4.js'];

/** Runs the boot script from a <script data-scripts> as the built page does, in a hidden tab. */
function runBootScript() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  const globals = window as unknown as Record<string, unknown>;
  globals.PerformanceObserver = { supportedEntryTypes: [] };
  window.matchMedia = jest.fn(() => ({
    matches: false,
    addEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const boot = document.createElement('script');
  boot.dataset.scripts = LIST.join(' ');
  boot.textContent = bootScript();
  document.head.append(boot);
}

const started = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: new URL(script.src).pathname,
    async: script.async,
  }));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.replaceChildren();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the boot script starting the page', () => {
  it('adds one script a task, in the order of the list, each run in that order (async = false)', () => {
    runBootScript();
    expect(started()).toEqual([{ src: LIST[0], async: false }]);
    jest.advanceTimersToNextTimer();
    expect(started().map((script) => script.src)).toEqual(LIST.slice(0, 2));
    jest.runAllTimers();
    expect(started()).toEqual(LIST.map((src) => ({ src, async: false })));
  });

  it('takes a script that failed out again, so a later import() of its chunk requests it anew', () => {
    runBootScript();
    jest.runAllTimers();
    const app = document.head.querySelector(`script[src="${LIST[2]}"]`);
    app?.dispatchEvent(new Event('error'));
    expect(started().map((script) => script.src)).toEqual([LIST[0], LIST[1], LIST[3]]);
  });
});

describe('the boot script opening sessionStorage', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  afterEach(() => {
    if (own) Object.defineProperty(window, 'sessionStorage', own);
    else delete (window as { sessionStorage?: Storage }).sessionStorage;
  });

  /** Replaces window.sessionStorage by `get`, counting its reads. */
  function storageRead(get: () => Storage) {
    const read = jest.fn(get);
    Object.defineProperty(window, 'sessionStorage', { get: read, configurable: true });
    return read;
  }

  it('reads it once, as the boot script runs, before the first paint and before any script is added', () => {
    const storage = { length: 0 } as Storage;
    let scriptsWhenRead = -1;
    const read = storageRead(() => {
      scriptsWhenRead = started().length;
      return storage;
    });
    runBootScript();
    expect(read).toHaveBeenCalledTimes(1);
    expect(scriptsWhenRead).toBe(0);
    jest.runAllTimers();
    expect(read).toHaveBeenCalledTimes(1);
    expect(started().map((script) => script.src)).toEqual(LIST);
  });

  it('starts every script where storage is blocked', () => {
    const read = storageRead(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    runBootScript();
    jest.runAllTimers();
    expect(read).toHaveBeenCalled();
    expect(started().map((script) => script.src)).toEqual(LIST);
  });
});
