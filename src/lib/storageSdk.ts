// The Storage SDK functions the site uses (see authSdk.ts for why they are named). Only the
// handle is created (docs/product.md#calls-to-firebase-and-translations); naming `getStorage` alone keeps uploads, downloads and list
// calls out of the chunk. Add an export here before using one.
export { getStorage } from 'firebase/storage';
