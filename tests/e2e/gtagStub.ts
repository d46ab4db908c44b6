// A stand-in for gtag.js (fetched from Google, so not available to a local test), answering the
// SDK's requests to Google's hosts. It keeps to the documented behaviour the consent test relies
// on: commands are read from the dataLayer in order; consent per type is the last `update`, else
// the last `default`, else granted; a hit is dropped while `window['ga-disable-<id>']` is true;
// otherwise each `config` (a page view) and `event` sends a collect request, and only with
// analytics_storage granted is the `_ga` cookie set (denied: a cookieless ping, as Consent Mode's
// advanced mode sends). The SDK's own calls (Installations, its web config) get fixed answers.
import type { Page, Request } from '@playwright/test';

/** Runs in the page, as the gtag.js script. */
function gtagScript() {
  const page = window as unknown as Record<string, unknown> & { dataLayer: IArguments[] };
  const defaults: Record<string, string> = {};
  const updates: Record<string, string> = {};
  const granted = (type: string) => (updates[type] ?? defaults[type] ?? 'granted') === 'granted';
  const send = (id: string, event: string) => {
    if (page[`ga-disable-${id}`] === true) return;
    if (granted('analytics_storage') && !/(^|; )_ga=/.test(document.cookie)) {
      document.cookie = `_ga=GA1.1.${Date.now()}; path=/; max-age=63072000`;
    }
    const gcs = `G1${granted('ad_storage') ? 1 : 0}${granted('analytics_storage') ? 1 : 0}`;
    const query = new URLSearchParams({ v: '2', tid: id, en: event, gcs });
    void fetch(`https://region1.google-analytics.com/g/collect?${query}`, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
    });
  };
  const run = (command: IArguments) => {
    const [name, first, second] = Array.from(command) as [string, unknown, unknown];
    if (name === 'consent') {
      Object.assign(first === 'default' ? defaults : updates, second);
    } else if (name === 'config') {
      const params = (second ?? {}) as { send_page_view?: boolean };
      if (params.send_page_view !== false) send(first as string, 'page_view');
    } else if (name === 'event') {
      const params = (second ?? {}) as { send_to?: string };
      if (params.send_to) send(params.send_to, first as string);
    }
  };
  const queued = page.dataLayer;
  queued.forEach(run);
  const push = queued.push.bind(queued);
  queued.push = (...commands: IArguments[]) => {
    commands.forEach(run);
    return push(...commands);
  };
  page.gtagStubLoaded = true;
}

export interface AnalyticsTraffic {
  /** The collect requests sent, as their query parameters. */
  collects: () => URLSearchParams[];
  /** Every request to a Google host, for a failure's message. */
  requests: () => string[];
}

/** Routes Google's analytics hosts on `page` to the stub and fixed answers; records the traffic. */
export async function stubGoogleAnalytics(
  page: Page,
  measurementId: string,
): Promise<AnalyticsTraffic> {
  const collects: URLSearchParams[] = [];
  const requests: string[] = [];
  const record = (request: Request) => requests.push(`${request.method()} ${request.url()}`);
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
    record(route.request());
    return route.fulfill({ contentType: 'text/javascript', body: `(${gtagScript.toString()})();` });
  });
  await page.route('https://*.google-analytics.com/**', (route) => {
    record(route.request());
    collects.push(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 204 });
  });
  await page.route('https://firebase.googleapis.com/**/webConfig', (route) => {
    record(route.request());
    const appId = /apps\/([^/]+)\/webConfig/.exec(route.request().url())?.[1];
    return route.fulfill({ json: { appId: decodeURIComponent(appId ?? ''), measurementId } });
  });
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) => {
    record(route.request());
    return route.fulfill({
      json: {
        name: 'projects/segara/installations/fid',
        fid: 'cAbCdEfGhIjKlMnOpQrStU',
        refreshToken: 'refresh-token',
        authToken: { token: 'auth-token', expiresIn: '604800s' },
      },
    });
  });
  return { collects: () => [...collects], requests: () => [...requests] };
}
