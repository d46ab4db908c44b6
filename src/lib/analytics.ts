// Google Analytics for Firebase in Consent Mode v2 (docs/architecture.md#analytics-and-consent).
// It starts with every page, but sends nothing and stores nothing until the visitor accepts:
// the consent defaults deny analytics storage and the ad signals, and collection stays off.
import type { Analytics, ConsentSettings } from 'firebase/analytics';
import type * as AnalyticsSdk from './analyticsSdk';
import { openCookieSettings } from '../components/consent/cookieSettings';
import { consentUnanswered, storedConsent, type ConsentChoice } from './consentChoice';
import { firebaseConfig, getFirebaseApp } from './firebase';
import { loadOnce } from './loadOnce';
import { measureWebVitals, webVitalEventParams, type WebVital } from './webVitals';

/** What each answer allows; the ad signals stay denied whatever the answer. */
export function consentSettings(choice: ConsentChoice | undefined): ConsentSettings {
  return {
    analytics_storage: choice === 'granted' ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

interface Running {
  sdk: typeof AnalyticsSdk;
  analytics: Analytics;
  /** Resolves once the SDK has queued its consent defaults on the dataLayer. */
  defaultsQueued: Promise<void>;
  /** Whether collection is on: the visitor has accepted (on this page or before). */
  collecting: boolean;
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/**
 * The plain gtag the SDK wraps when one exists (it then calls this one): it queues commands on
 * the dataLayer, as gtag.js's snippet does, and tells when the consent defaults went by, so an
 * update is never queued before them.
 */
function installGtag(): Promise<void> {
  const page = window as unknown as GtagWindow;
  const dataLayer = (page.dataLayer ??= []);
  return new Promise((resolve) => {
    page.gtag = function gtag() {
      // gtag.js reads Arguments objects from the dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      const command = arguments;
      dataLayer.push(command);
      if (command[0] === 'consent' && command[1] === 'default') resolve();
    };
  });
}

/** Starts the SDK, once; resolves to its handles, or to nothing where analytics does not run. */
const running = loadOnce(async (): Promise<Running | undefined> => {
  const { measurementId } = firebaseConfig();
  if (measurementId || process.env.NODE_ENV !== 'production') startWebVitals();
  if (!measurementId) return undefined;
  try {
    const sdk = await import('./analyticsSdk');
    if (!(await sdk.isSupported())) return undefined;
    const app = await getFirebaseApp();
    // Read now, not before the awaits: the visitor may have answered meanwhile.
    const choice = storedConsent();
    const defaultsQueued = installGtag();
    // Before getAnalytics: the SDK queues these as the defaults, ahead of its first `config`.
    sdk.setConsent(consentSettings(choice));
    const analytics = sdk.getAnalytics(app);
    const collecting = choice === 'granted';
    sdk.setAnalyticsCollectionEnabled(analytics, collecting);
    return { sdk, analytics, defaultsQueued, collecting };
  } catch (error) {
    console.warn('Analytics tidak aktif:', error);
    return undefined;
  }
});
/** Whether startAnalytics() has been called: an answer before that has nothing to update. */
let started = false;

/**
 * Starts Analytics when a measurement id is configured and the browser supports it, with the
 * stored answer as the consent default, and measures the page's Core Web Vitals. Never throws
 * and never blocks: call it without awaiting; it resolves to whether analytics runs.
 */
export function startAnalytics(): Promise<boolean> {
  started = true;
  return running().then(Boolean);
}

/** Measures the page's Core Web Vitals; a browser without the APIs they need still runs analytics. */
function startWebVitals(): void {
  try {
    measureWebVitals(reportWebVital);
  } catch (error) {
    console.warn('Web Vitals tidak diukur:', error);
  }
}

/**
 * A Core Web Vital as web-vitals reports it (docs/product.md#what-analytics-measures): logged in
 * development; sent to Analytics as a GA4 event only while collection is on, so nothing goes
 * out before the visitor accepts or after a refusal.
 */
function reportWebVital(metric: WebVital): void {
  if (process.env.NODE_ENV !== 'production') {
    console.log(`Web Vitals ${metric.name}: ${metric.value} (${metric.rating})`, metric);
  }
  void running().then((current) => {
    if (current?.collecting) {
      current.sdk.logEvent(current.analytics, metric.name, webVitalEventParams(metric));
    }
    // Each report, sent or not, for DevTools' timeline and the browser suite.
    performance.mark('segara:web-vital', { detail: metric.name });
  });
}

/** The sign-in and admin pages: staff pages, which do not ask (they have no footer to answer from). */
const STAFF_PAGES = /^\/(auth|pages\/account)\//;

/** On the public pages, once the browser is idle: the consent banner, until the visitor answers. */
export function askForConsent(): void {
  if (consentUnanswered() && !STAFF_PAGES.test(window.location.pathname)) openCookieSettings(false);
}

/** Deletes Google Analytics' cookies (`_ga`, `_ga_<id>`) on this host and its parent domains. */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    for (const domain of ['', ...domains.map((d) => `; domain=${d}`)]) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`;
    }
  }
}

/**
 * Applies an answer given on this page. Before analytics has started there is nothing to do:
 * startAnalytics() reads the stored answer.
 */
export async function updateAnalyticsConsent(choice: ConsentChoice): Promise<void> {
  const current = started ? await running() : undefined;
  if (!current) {
    if (choice === 'denied') removeAnalyticsCookies();
    return;
  }
  const { sdk, analytics, defaultsQueued } = current;
  await defaultsQueued;
  sdk.setConsent({ analytics_storage: consentSettings(choice).analytics_storage });
  current.collecting = choice === 'granted';
  sdk.setAnalyticsCollectionEnabled(analytics, current.collecting);
  if (current.collecting) {
    // The page view sent at start-up was dropped while collection was off: count this page now.
    sdk.logEvent(analytics, 'page_view', {
      page_location: window.location.href,
      page_title: document.title,
    });
  } else {
    removeAnalyticsCookies();
  }
}
