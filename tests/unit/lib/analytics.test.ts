// Analytics in Consent Mode v2 (docs/architecture.md#analytics-and-consent): started with the
// stored answer as the consent default, collection off until the visitor accepts, an answer
// applied in order after the SDK's defaults. The SDK is mocked to record what is asked of it;
// getAnalytics stands in for the SDK's start, which queues the defaults on the dataLayer later.
// web-vitals is mocked too: the test reports metrics as the library would
// (docs/product.md#what-analytics-measures).
import type { Metric } from 'web-vitals';
import type * as AnalyticsModule from '../../../src/lib/analytics';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/consentChoice';

const mockApp = { name: '[DEFAULT]' };
const mockAnalytics = { app: mockApp };
const mockCalls: unknown[][] = [];
const mockConfig = jest.fn((): { measurementId?: string } => ({ measurementId: 'G-TEST' }));
const mockIsSupported = jest.fn(() => Promise.resolve(true));
let mockQueueDefaults: () => void = () => undefined;

jest.mock('../../../src/lib/firebase', () => ({
  firebaseConfig: () => mockConfig(),
  getFirebaseApp: () => Promise.resolve(mockApp),
}));
jest.mock('firebase/analytics', () => ({
  isSupported: () => mockIsSupported(),
  setConsent: (settings: unknown) => mockCalls.push(['setConsent', settings]),
  getAnalytics: (app: unknown) => {
    mockCalls.push(['getAnalytics', app]);
    // As the SDK does once its configuration has been fetched: the defaults through gtag.
    const { gtag } = globalThis as unknown as { gtag: (...args: unknown[]) => void };
    mockQueueDefaults = () => gtag('consent', 'default', { analytics_storage: 'denied' });
    return mockAnalytics;
  },
  setAnalyticsCollectionEnabled: (_analytics: unknown, enabled: boolean) =>
    mockCalls.push(['collection', enabled]),
  logEvent: (_analytics: unknown, name: string, params?: unknown) =>
    mockCalls.push(name === 'page_view' ? ['logEvent', name] : ['logEvent', name, params]),
}));
/** The callbacks the page registered with web-vitals, by metric. */
const mockVitals: Partial<Record<Metric['name'], (metric: Metric) => void>> = {};
jest.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => (mockVitals.LCP = report),
  onINP: (report: (metric: Metric) => void) => (mockVitals.INP = report),
  onCLS: (report: (metric: Metric) => void) => (mockVitals.CLS = report),
}));

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

function load(): typeof AnalyticsModule {
  let loaded: typeof AnalyticsModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof AnalyticsModule>('../../../src/lib/analytics');
  });
  return loaded!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockCalls.length = 0;
  localStorage.clear();
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  delete (window as unknown as { gtag?: unknown }).gtag;
  jest.clearAllMocks();
  for (const name of Object.keys(mockVitals)) delete mockVitals[name as Metric['name']];
});

it('does not start without a measurement id (the emulators)', async () => {
  mockConfig.mockReturnValueOnce({});
  await expect(load().startAnalytics()).resolves.toBe(false);
  expect(mockCalls).toEqual([]);
});

it('starts once, everything denied and collection off, before any answer', async () => {
  const analytics = load();
  await expect(analytics.startAnalytics()).resolves.toBe(true);
  await expect(analytics.startAnalytics()).resolves.toBe(true);
  expect(mockCalls).toEqual([
    ['setConsent', DENIED],
    ['getAnalytics', mockApp],
    ['collection', false],
  ]);
});

it('starts with analytics storage granted once the visitor has accepted; ad signals stay denied', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
  await load().startAnalytics();
  expect(mockCalls).toEqual([
    ['setConsent', { ...DENIED, analytics_storage: 'granted' }],
    ['getAnalytics', mockApp],
    ['collection', true],
  ]);
});

it('keeps everything denied after a decline', async () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
  await load().startAnalytics();
  expect(mockCalls[0]).toEqual(['setConsent', DENIED]);
  expect(mockCalls[2]).toEqual(['collection', false]);
});

it('skips analytics where it is not supported, and never throws', async () => {
  mockIsSupported.mockResolvedValueOnce(false);
  await expect(load().startAnalytics()).resolves.toBe(false);
  mockIsSupported.mockRejectedValueOnce(new Error('indexedDB unavailable'));
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(load().startAnalytics()).resolves.toBe(false);
  expect(warned).toHaveBeenCalled();
  warned.mockRestore();
  expect(mockCalls).toEqual([]);
});

it('applies an acceptance only after the SDK has queued its defaults, then counts the page', async () => {
  const analytics = load();
  await analytics.startAnalytics();
  mockCalls.length = 0;
  const applied = analytics.updateAnalyticsConsent('granted');
  await flush();
  expect(mockCalls).toEqual([]);
  mockQueueDefaults();
  await applied;
  expect(mockCalls).toEqual([
    ['setConsent', { analytics_storage: 'granted' }],
    ['collection', true],
    ['logEvent', 'page_view'],
  ]);
  const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
  expect(Array.from(dataLayer[0]!)).toEqual([
    'consent',
    'default',
    { analytics_storage: 'denied' },
  ]);
});

it('on a decline, turns collection off and deletes the _ga cookies', async () => {
  document.cookie = '_ga=GA1.1.123.456; path=/';
  document.cookie = '_ga_TEST=GS1.1.789; path=/';
  document.cookie = 'i18next=id; path=/';
  const analytics = load();
  await analytics.startAnalytics();
  mockQueueDefaults();
  mockCalls.length = 0;
  await analytics.updateAnalyticsConsent('denied');
  expect(mockCalls).toEqual([
    ['setConsent', { analytics_storage: 'denied' }],
    ['collection', false],
  ]);
  expect(document.cookie).toBe('i18next=id');
});

it('does nothing with an answer given before analytics has started: the start reads it', async () => {
  await load().updateAnalyticsConsent('granted');
  expect(mockCalls).toEqual([]);
});

describe('Core Web Vitals', () => {
  const PAGE = 'http://localhost/tentang';
  const METRICS: Metric[] = (['LCP', 'INP', 'CLS'] as const).map((name, index) => ({
    name,
    value: [1800, 120, 0.05][index]!,
    delta: [1800, 120, 0.05][index]!,
    rating: 'good',
    id: `v6-${name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: PAGE,
  }));
  const event = (metric: Metric) => [
    'logEvent',
    metric.name,
    {
      value: metric.delta,
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      page_location: PAGE,
    },
  ];

  /** Reports each metric as web-vitals would, then lets the reports settle. */
  async function reportAll() {
    for (const metric of METRICS) mockVitals[metric.name]?.(metric);
    await flush();
  }

  let logged: jest.SpyInstance<void, unknown[]>;
  beforeEach(() => {
    logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('are measured from the start: LCP, INP and CLS', async () => {
    await load().startAnalytics();
    expect(Object.keys(mockVitals).sort()).toEqual(['CLS', 'INP', 'LCP']);
  });

  it('are sent as GA4 events, in the shape web-vitals recommends, once the visitor has accepted', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    await load().startAnalytics();
    mockCalls.length = 0;
    await reportAll();
    expect(mockCalls).toEqual(METRICS.map(event));
  });

  it('are not sent before an answer; after an acceptance on the page, they are', async () => {
    const analytics = load();
    await analytics.startAnalytics();
    mockQueueDefaults();
    mockCalls.length = 0;
    await reportAll();
    expect(mockCalls).toEqual([]);

    await analytics.updateAnalyticsConsent('granted');
    mockCalls.length = 0;
    await reportAll();
    expect(mockCalls).toEqual(METRICS.map(event));
  });

  it('are never sent after a refusal, stored or given on the page', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    await load().startAnalytics();
    await reportAll();
    expect(mockCalls.filter(([call]) => call === 'logEvent')).toEqual([]);

    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const withdrawn = load();
    await withdrawn.startAnalytics();
    mockQueueDefaults();
    await withdrawn.updateAnalyticsConsent('denied');
    mockCalls.length = 0;
    await reportAll();
    expect(mockCalls.filter(([call]) => call === 'logEvent')).toEqual([]);
  });

  it('are logged to the console in development, and sent nowhere without a measurement id', async () => {
    mockConfig.mockReturnValueOnce({});
    await load().startAnalytics();
    await reportAll();
    expect(mockCalls).toEqual([]);
    expect(logged.mock.calls.map(([message]) => message as string)).toEqual([
      'Web Vitals LCP: 1800 (good)',
      'Web Vitals INP: 120 (good)',
      'Web Vitals CLS: 0.05 (good)',
    ]);
  });

  it('are neither measured nor logged in production without a measurement id', async () => {
    const environment = process.env.NODE_ENV;
    (process.env as { NODE_ENV: string }).NODE_ENV = 'production';
    try {
      mockConfig.mockReturnValueOnce({});
      await load().startAnalytics();
      expect(mockVitals).toEqual({});
    } finally {
      (process.env as { NODE_ENV: string }).NODE_ENV = environment;
    }
  });

  it('in production, are sent but not logged', async () => {
    const environment = process.env.NODE_ENV;
    (process.env as { NODE_ENV: string }).NODE_ENV = 'production';
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
      await load().startAnalytics();
      mockCalls.length = 0;
      await reportAll();
      expect(mockCalls).toEqual(METRICS.map(event));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      (process.env as { NODE_ENV: string }).NODE_ENV = environment;
    }
  });
});
