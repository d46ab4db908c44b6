// The covers' colours and default motifs (./coverArt.mjs draws them): per blog category for
// the posts, per product for the case studies. In the site's palette (./coverMotifs.mjs).
import { PALETTE } from './coverMotifs.mjs';

const { OCEAN, DEEP, SUNSET, SAND, MIST } = PALETTE;

/**
 * @typedef {{ from: string; to: string; ink: string; accent: string; motif: string }} CoverStyle
 */

/**
 * Per blog category: the background's two tones, the backdrop's ink and accent, the default
 * motif.
 * @type {Record<string, CoverStyle>}
 */
const CATEGORY_STYLES = {
  install: { from: DEEP, to: '#123a47', ink: MIST, accent: SUNSET, motif: 'terminal' },
  tutorial: { from: OCEAN, to: '#1b6f8f', ink: MIST, accent: SAND, motif: 'code' },
  'source-code': { from: '#1d2b33', to: DEEP, ink: '#8aa88f', accent: SUNSET, motif: 'code' },
  troubleshoot: { from: '#fbe9dc', to: SAND, ink: DEEP, accent: SUNSET, motif: 'bug' },
  'berita-umum': { from: MIST, to: '#d5e8e5', ink: OCEAN, accent: SUNSET, motif: 'waves' },
  acara: { from: SAND, to: '#f3dcc4', ink: OCEAN, accent: SUNSET, motif: 'people' },
};

/** The style of a case study built to order, with no product of ours. */
const CUSTOM_WORK = 'custom';

/**
 * Per product (its slug in src/content/products.ts), and CUSTOM_WORK: a case study's style, its
 * motif what the product does (a booking calendar, a till's receipt, a village's office).
 * @type {Record<string, CoverStyle>}
 */
const CASE_STUDY_STYLES = {
  'villa-reservasi': { from: '#0f4c3a', to: OCEAN, ink: SAND, accent: SUNSET, motif: 'calendar' },
  'kasir-warung': { from: '#3b2a20', to: '#5e3d28', ink: SAND, accent: SUNSET, motif: 'receipt' },
  'desa-digital': { from: MIST, to: '#dcebd9', ink: OCEAN, accent: SUNSET, motif: 'village' },
  [CUSTOM_WORK]: { from: DEEP, to: '#16414a', ink: '#5ec4cb', accent: SUNSET, motif: 'code' },
};

export { CATEGORY_STYLES, CASE_STUDY_STYLES, CUSTOM_WORK };
