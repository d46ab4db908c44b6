// The Analytics SDK functions the site uses (see authSdk.ts for why they are named).
export {
  getAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
} from 'firebase/analytics';
