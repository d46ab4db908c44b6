import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTACT_INTENTS,
  CONTACT_PRODUCTS,
  CONTACT_THROTTLE,
  checkThrottle,
  contactIntent,
  contactPathFor,
  contactProduct,
} from '../../../src/lib/contactMessages';
import { products } from '../../../src/content/products';

const rules = readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8');

/** The number a rules function `name()` returns. */
function rulesNumber(name: string): number | undefined {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return (\\d+);`).exec(rules);
  return match ? Number(match[1]) : undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.UTC(2026, 10, 24, 8, 0, 0);

describe('CONTACT_THROTTLE', () => {
  it('states the numbers firestore.rules enforces', () => {
    expect(rulesNumber('throttleIntervalSeconds')).toBe(CONTACT_THROTTLE.intervalSeconds);
    expect(rulesNumber('throttleDailyCap')).toBe(CONTACT_THROTTLE.dailyCap);
    expect(rulesNumber('throttleWindowHours')).toBe(CONTACT_THROTTLE.windowHours);
    expect(rules).toContain(`match /${CONTACT_THROTTLE.collection}/{uid}`);
  });

  it('is one message a minute and five a day', () => {
    expect(CONTACT_THROTTLE).toMatchObject({ intervalSeconds: 60, dailyCap: 5, windowHours: 24 });
  });
});

/** The string list a rules function `name()` returns. */
function rulesList(name: string): string[] | undefined {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return \\[([^\\]]*)\\];`).exec(rules);
  return match ? [...(match[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '') : undefined;
}

describe('product and intent', () => {
  it('allow in firestore.rules exactly the products and intents the form offers', () => {
    expect(CONTACT_PRODUCTS).toEqual(products.map((product) => product.slug));
    expect(rulesList('contactProducts')).toEqual(CONTACT_PRODUCTS);
    expect(rulesList('contactIntents')).toEqual(CONTACT_INTENTS);
  });

  it('read query values, ignoring unknown ones', () => {
    expect(contactProduct('kasir-warung')).toBe('kasir-warung');
    expect(contactProduct('kasir')).toBeUndefined();
    expect(contactProduct(null)).toBeUndefined();
    expect(contactIntent('dukungan')).toBe('dukungan');
    expect(contactIntent('DEMO')).toBeUndefined();
    expect(contactPathFor('desa-digital', 'demo')).toBe(
      '/kontak?produk=desa-digital&keperluan=demo',
    );
  });
});

describe('checkThrottle', () => {
  it('lets a first message through and starts a window', () => {
    expect(checkThrottle(undefined, now)).toEqual({ allowed: true, count: 1, newWindow: true });
  });

  it('says when to try again within the minute', () => {
    const state = { lastAt: now - 15_000, windowStart: now - 15_000, count: 1 };
    expect(checkThrottle(state, now)).toEqual({
      allowed: false,
      reason: 'tooSoon',
      retryAt: now + 45_000,
    });
  });

  it('counts on within the window once the minute is over', () => {
    const state = { lastAt: now - MINUTE, windowStart: now - HOUR, count: 2 };
    expect(checkThrottle(state, now)).toEqual({ allowed: true, count: 3, newWindow: false });
  });

  it('stops at the daily cap until the window is over', () => {
    const state = { lastAt: now - HOUR, windowStart: now - 2 * HOUR, count: 5 };
    expect(checkThrottle(state, now)).toEqual({
      allowed: false,
      reason: 'dailyCap',
      retryAt: now + 22 * HOUR,
    });
  });

  it('starts a new window once the old one is over', () => {
    const state = { lastAt: now - 2 * HOUR, windowStart: now - 24 * HOUR, count: 5 };
    expect(checkThrottle(state, now)).toEqual({ allowed: true, count: 1, newWindow: true });
  });
});
