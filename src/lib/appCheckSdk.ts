// The App Check functions the site uses (see authSdk.ts for why they are named). Loaded by
// lib/firebase.ts startAppCheck() only when a site key is configured, before Firestore starts.
export { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
