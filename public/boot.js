// Starts the site's scripts once the first contentful paint is on screen. A prerendered page is
// complete without them: fetched beside the stylesheet and the font they would only delay that
// paint on a slow connection, and the page is no less usable for the moment they start later.
// The order of the list is kept (async = false): runtime, vendor, main.
(() => {
  const list = document.currentScript?.dataset.scripts ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of list.split(' ').filter(Boolean)) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
  };
  const afterwards = () => setTimeout(start, 0);

  // A background tab paints nothing: start at once there, or as soon as it is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterwards();
    }).observe({ type: 'paint', buffered: true });
    // Should that entry never come, the page still gets its scripts.
    window.addEventListener('load', () => setTimeout(start, 1000), { once: true });
  } else {
    requestAnimationFrame(afterwards);
  }
})();
