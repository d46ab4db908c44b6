import type { LandingRecord } from '../../../content/template/types';
import type { LANDING_DEMOS } from '../../../lib/paths';

export type LandingDemo = (typeof LANDING_DEMOS)[number];

/**
 * Each landing's record is its own chunk, loaded with its route; the section components
 * they pick are shared by all ten.
 */
export const landingRecords: Record<LandingDemo, () => Promise<LandingRecord>> = {
  app: () => import('../../../content/template/landing/app').then((m) => m.landing),
  saas: () => import('../../../content/template/landing/saas').then((m) => m.landing),
  saas2: () => import('../../../content/template/landing/saas2').then((m) => m.landing),
  startup: () => import('../../../content/template/landing/startup').then((m) => m.landing),
  software: () => import('../../../content/template/landing/software').then((m) => m.landing),
  agency: () => import('../../../content/template/landing/agency').then((m) => m.landing),
  coworking: () => import('../../../content/template/landing/coworking').then((m) => m.landing),
  crypto: () => import('../../../content/template/landing/crypto').then((m) => m.landing),
  marketing: () => import('../../../content/template/landing/marketing').then((m) => m.landing),
  portfolio: () => import('../../../content/template/landing/portfolio').then((m) => m.landing),
};
