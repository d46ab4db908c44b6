import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_RETENTION_DAYS } from '../../../src/content/applicationRetention';
import { careerRoles } from '../../../src/content/careers';
import {
  APPLICATION_ROLES,
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  APPLICATION_THROTTLE,
  REFERENCE_PATTERN,
  acceptsApplications,
  checkApplicationThrottle,
  isHttpsLink,
  isWhatsappNumber,
  newReference,
} from '../../../src/lib/jobApplications';

const rules = readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8');

/** The number a rules function `name()` returns. */
function rulesNumber(name: string): number | undefined {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return (\\d+);`).exec(rules);
  return match ? Number(match[1]) : undefined;
}

/** The string list a rules function `name()` returns. */
function rulesList(name: string): string[] | undefined {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return \\[([^\\]]*)\\];`).exec(rules);
  return match ? [...(match[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '') : undefined;
}

/** The map of lists firestore.rules applicationSteps() returns. */
function rulesSteps(): Record<string, string[]> {
  const body = /function applicationSteps\(\)\s*\{\s*return \{([^}]*)\};/.exec(rules)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/'([^']+)':\s*\[([^\]]*)\]/g)].map((m) => [
      m[1] ?? '',
      [...(m[2] ?? '').matchAll(/'([^']*)'/g)].map((s) => s[1] ?? ''),
    ]),
  );
}

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 24, 8, 0, 0);

describe('what firestore.rules enforces', () => {
  it('takes applications for exactly the open roles', () => {
    expect(APPLICATION_ROLES).toEqual(careerRoles.map((role) => role.slug));
    expect(rulesList('applicationRoles')).toEqual(APPLICATION_ROLES);
    for (const role of careerRoles) expect(acceptsApplications(role.slug)).toBe(true);
    expect(acceptsApplications('no-such-role')).toBe(false);
  });

  it('states the same retention, cap, window and status steps', () => {
    expect(rulesNumber('applicationRetentionDays')).toBe(APPLICATION_RETENTION_DAYS);
    expect(rulesNumber('applicationDailyCap')).toBe(APPLICATION_THROTTLE.dailyCap);
    expect(rulesNumber('applicationWindowHours')).toBe(APPLICATION_THROTTLE.windowHours);
    expect(rules).toContain(`match /${APPLICATION_THROTTLE.collection}/{uid}`);
    expect(rulesSteps()).toEqual(APPLICATION_STEPS);
    expect(Object.keys(APPLICATION_STEPS)).toEqual([...APPLICATION_STATUSES]);
  });
});

describe('checkApplicationThrottle', () => {
  const state = { windowStart: now - HOUR, count: 2, roles: ['a', 'b'] };

  it('starts a window for a first application, or once the window is over', () => {
    expect(checkApplicationThrottle(undefined, 'a', now)).toEqual({
      allowed: true,
      newWindow: true,
      count: 1,
      roles: ['a'],
    });
    expect(checkApplicationThrottle(state, 'a', now - HOUR + 24 * HOUR)).toMatchObject({
      allowed: true,
      newWindow: true,
    });
  });

  it('refuses a role twice in a window, and a sixth application', () => {
    expect(checkApplicationThrottle(state, 'a', now)).toEqual({
      allowed: false,
      reason: 'sameRole',
      retryAt: now - HOUR + 24 * HOUR,
    });
    const full = { ...state, count: 5, roles: ['a', 'b', 'c', 'd', 'e'] };
    expect(checkApplicationThrottle(full, 'f', now)).toMatchObject({
      allowed: false,
      reason: 'dailyCap',
    });
    expect(checkApplicationThrottle(state, 'c', now)).toEqual({
      allowed: true,
      newWindow: false,
      count: 3,
      roles: ['a', 'b', 'c'],
    });
  });
});

describe('field checks', () => {
  it.each([
    'https://drive.google.com/file/d/abc/view',
    'https://www.linkedin.com/in/ayu/',
    'https://ayu.dev',
  ])('accepts %s as a link', (link) => expect(isHttpsLink(link)).toBe(true));

  it.each([
    'http://drive.google.com/cv',
    'https://localhost/cv',
    'https://drive.google.com/my cv',
    'javascript:alert(1)',
    `https://example.com/${'a'.repeat(481)}`,
  ])('refuses %s as a link', (link) => expect(isHttpsLink(link)).toBe(false));

  it('reads WhatsApp numbers as the rules do', () => {
    expect(isWhatsappNumber('+62 812-3456-7890')).toBe(true);
    expect(isWhatsappNumber('081234567890')).toBe(true);
    expect(isWhatsappNumber('0812345')).toBe(false);
    expect(isWhatsappNumber('0812  3456 7890')).toBe(false);
    expect(isWhatsappNumber('(0361) 123456')).toBe(false);
  });

  it('makes reference numbers of the rules’ shape', () => {
    for (let n = 0; n < 50; n += 1) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(newReference(() => new Uint8Array(8))).toBe('LMR-AAAA-AAAA');
  });
});
