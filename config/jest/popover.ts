// jsdom has no popover API (https://github.com/jsdom/jsdom/issues/3721): this gives the parts the
// site's components use, as browsers behave — showPopover/hidePopover/togglePopover, a
// `popovertarget` button toggling its popover on click (unless the click's default is prevented),
// the `toggle` event with `newState`, and `:popover-open` in `matches()`. Light dismiss is left
// out: the components' own outside-press handlers close their menus in jsdom.
// Node-environment suites (config, build) load the same setup and have no DOM.
const hasDom = typeof HTMLElement !== 'undefined';
const shown = new WeakSet<Element>();

function setOpen(element: HTMLElement, next: boolean) {
  if (!element.hasAttribute('popover') || shown.has(element) === next) return;
  if (next) shown.add(element);
  else shown.delete(element);
  const event = new Event('toggle');
  Object.assign(event, { oldState: next ? 'closed' : 'open', newState: next ? 'open' : 'closed' });
  element.dispatchEvent(event);
}

if (hasDom) installPopover();

function installPopover() {
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      setOpen(this, force ?? !shown.has(this));
      return shown.has(this);
    },
  });

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its element below
  const nativeMatches = Element.prototype.matches;
  Element.prototype.matches = function matches(this: Element, selectors: string): boolean {
    if (selectors === ':popover-open') return shown.has(this);
    return nativeMatches.call(this, selectors);
  } as typeof Element.prototype.matches;

  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest?.('button[popovertarget]');
    if (!invoker || event.defaultPrevented) return;
    const target = document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (target) setOpen(target, !shown.has(target));
  });
}

export {};
