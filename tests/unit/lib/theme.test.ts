// The colour mode choice (src/lib/theme.ts) and the boot script that applies it before the first
// paint (public/boot.js): both read the same key and reach the same mode.
import { bootScript } from '../../../config/webpack/bootScript.mjs';
import {
  chooseTheme,
  colorModeOf,
  readThemeChoice,
  storeThemeChoice,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
} from '../../../src/lib/theme';

/** A system set to dark (or not), with the listeners the page adds. */
function emulateSystem(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      listeners.forEach((listener) => listener());
    },
  };
}

function blockStorage() {
  const fail = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
}

/** Runs the boot script as the page's <head> does (no scripts to start: no data-scripts). */
function runBootScript() {
  const globals = window as unknown as Record<string, unknown>;
  globals.PerformanceObserver = { supportedEntryTypes: [] };
  globals.requestAnimationFrame = () => 0;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline text, as served
  const run = new Function(bootScript()) as () => void;
  run();
}

const theme = () => document.documentElement.dataset.bsTheme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.bsTheme;
});
afterEach(() => jest.restoreAllMocks());

describe('the stored choice', () => {
  it('is system when nothing, or something unknown, is stored', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it.each(THEME_CHOICES)('reads back %s once stored', (choice) => {
    storeThemeChoice(choice);
    expect(readThemeChoice()).toBe(choice);
  });

  it('is system, and storing does not throw, when storage is blocked', () => {
    blockStorage();
    expect(readThemeChoice()).toBe('system');
    expect(() => storeThemeChoice('dark')).not.toThrow();
  });
});

describe('the mode a choice means', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s on a system in dark mode: %s → %s', (choice, systemDark, mode) => {
    emulateSystem(systemDark);
    expect(colorModeOf(choice)).toBe(mode);
  });

  it('chooseTheme stores the choice and applies it to <html> at once', () => {
    emulateSystem(false);
    chooseTheme('dark');
    expect(theme()).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    chooseTheme('system');
    expect(theme()).toBe('light');
    expect(readThemeChoice()).toBe('system');
  });

  it('still applies a choice when storage is blocked', () => {
    emulateSystem(false);
    blockStorage();
    chooseTheme('dark');
    expect(theme()).toBe('dark');
  });
});

describe('the boot script', () => {
  const cases: Array<[string | null, boolean]> = [null, 'light', 'dark', 'system', 'junk'].flatMap(
    (stored) => [
      [stored, false],
      [stored, true],
    ],
  );

  it.each(cases)(
    'with %p stored and the system dark: %p, sets the mode colorModeOf gives',
    (stored, systemDark) => {
      emulateSystem(systemDark);
      if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
      runBootScript();
      expect(theme()).toBe(colorModeOf(readThemeChoice()));
    },
  );

  it('follows a change of the system setting while the choice is system, not otherwise', () => {
    const system = emulateSystem(false);
    runBootScript();
    expect(theme()).toBe('light');
    system.change(true);
    expect(theme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    system.change(true);
    expect(theme()).toBe('light');
  });

  it('uses the system setting when storage is blocked', () => {
    emulateSystem(true);
    blockStorage();
    expect(() => runBootScript()).not.toThrow();
    expect(theme()).toBe('dark');
  });
});

describe('a choice made before React has hydrated (the boot script)', () => {
  /** The theme menu as prerendered in the header: a popover of items with their choice. */
  function prerenderedMenu() {
    document.body.innerHTML = `
      <header data-native-until-hydrated><ul role="menu" popover id="theme-menu">
        ${THEME_CHOICES.map(
          (choice) =>
            `<li role="none"><button role="menuitemradio" aria-checked="${choice === 'system'}" data-theme-choice="${choice}">${choice}</button></li>`,
        ).join('')}
      </ul></header>`;
    const menu = document.getElementById('theme-menu')!;
    menu.showPopover();
    const item = (choice: string) =>
      document.querySelector<HTMLButtonElement>(`[data-theme-choice="${choice}"]`)!;
    return { menu, item };
  }

  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it('stores and applies it as chooseTheme does, marks it and closes the menu', () => {
    emulateSystem(false);
    runBootScript();
    const { menu, item } = prerenderedMenu();
    item('dark').click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    expect(THEME_CHOICES.map((choice) => item(choice).getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(menu.matches(':popover-open')).toBe(false);

    item('system').click();
    expect(readThemeChoice()).toBe('system');
    expect(theme()).toBe(colorModeOf('system'));
  });

  it('applies it for the page when storage is blocked', () => {
    emulateSystem(false);
    blockStorage();
    runBootScript();
    prerenderedMenu().item('dark').click();
    expect(theme()).toBe('dark');
  });

  it('stands down once React has hydrated', () => {
    emulateSystem(false);
    runBootScript();
    const { item } = prerenderedMenu();
    document.documentElement.dataset.hydrated = 'true';
    item('dark').click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe('light');
  });
});

describe("the header's events before React has hydrated (the boot script)", () => {
  /** A prerendered page: the header and the main content inside React's container. */
  function prerenderedPage() {
    document.body.innerHTML = `
      <div id="root">
        <header data-native-until-hydrated><button popovertarget="menu">Menu</button><ul id="menu" popover><li><a href="/tentang">Tentang</a></li></ul></header>
        <main><a href="/kontak">Kontak</a></main>
      </div>`;
    // Stands in for React's own listeners on its container, which would hydrate on these.
    const reachedReact: string[] = [];
    const root = document.getElementById('root')!;
    for (const type of ['pointerdown', 'click', 'keydown', 'input']) {
      root.addEventListener(type, (event) => reachedReact.push(event.type), { capture: true });
    }
    return { reachedReact, button: document.querySelector('header button')! };
  }

  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it("keep from React's container what the browser answers, and the browser still answers", () => {
    runBootScript();
    const { reachedReact, button } = prerenderedPage();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    // Not cancelled: the browser does what the element says (the popover opens; tests/e2e).
    const notCancelled = button.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(reachedReact).toEqual([]);
    expect(notCancelled).toBe(true);
  });

  it('reach React elsewhere on the page, and everywhere once it has hydrated', () => {
    runBootScript();
    const { reachedReact, button } = prerenderedPage();
    document.querySelector('main a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reachedReact).toEqual(['pointerdown']);
    document.documentElement.dataset.hydrated = 'true';
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reachedReact).toEqual(['pointerdown', 'pointerdown']);
  });
});
