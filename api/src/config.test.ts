import { describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.ts';

describe('API configuration', () => {
  it('has working defaults, and empty variables mean the default', () => {
    const config = loadApiConfig({ DATABASE_URL: '', TIME_ZONE: '' });
    expect(config).toMatchObject({
      databaseUrl: 'file:data/ghala.db',
      sessionIdleMs: 2 * 3_600_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      timeZone: 'Africa/Nairobi',
      // A new shop's details start empty, never a made-up company's (issue 46).
      company: { name: '', registrationNumber: '', email: '' },
      publicBaseUrl: null,
    });
  });

  it("takes the shop's public address without its trailing slash", () => {
    expect(loadApiConfig({ PUBLIC_BASE_URL: 'http://192.168.1.20:3000/' }).publicBaseUrl).toBe(
      'http://192.168.1.20:3000',
    );
  });

  it.each([
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)',
    ],
    [{ SESSION_IDLE_MINUTES: 'soon' }, 'SESSION_IDLE_MINUTES'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE: must be an IANA time zone such as Africa/Nairobi'],
    [{ COMPANY_EMAIL: 'accounts' }, 'COMPANY_EMAIL'],
    [{ PUBLIC_BASE_URL: 'ftp://shop.example' }, 'PUBLIC_BASE_URL: must start with http://'],
  ])('stops start-up on a bad value %j with a message naming it', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});
