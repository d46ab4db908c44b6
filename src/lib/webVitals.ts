// Core Web Vitals from real visits (docs/product.md#what-analytics-measures): LCP, INP and CLS,
// measured by the web-vitals library. Only analytics.ts imports this module, so the library
// is part of analytics' chunk, which loads once the page is idle: never of main or the first
// paint. Its observers are buffered, so they still see what happened before they started.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

export type WebVital = Metric;

/** The GA4 event parameters web-vitals' README recommends for a metric. */
export function webVitalEventParams(metric: WebVital) {
  return {
    // `value` is summed in reports, so it is the change since the last report of this metric.
    value: metric.delta,
    // Groups the reports of one metric on one page view.
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    // The page the metric belongs to, which a later client-side navigation may have left.
    ...(metric.navigationURL && { page_location: metric.navigationURL }),
  };
}

/**
 * Calls `report` with each metric when web-vitals reports it: LCP after the first input or when
 * the page is hidden, CLS and INP (after an interaction) whenever the page is hidden.
 * Call it once per page.
 */
export function measureWebVitals(report: (metric: WebVital) => void): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
}
