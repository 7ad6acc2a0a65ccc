import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      rateLimitPerMinute: 30,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/villas',
      DATABASE_URL: 'postgres://u:p@db:5432/villas',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://villas.example/',
      RATE_LIMIT_PER_MINUTE: '0',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/villas',
      databaseUrl: 'postgres://u:p@db:5432/villas',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://villas.example',
      rateLimitPerMinute: 0,
      trustProxy: true,
    });
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/villas',
        REDIS_URL: 'localhost:6379',
        RATE_LIMIT_PER_MINUTE: '-5',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT: must be a port number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems.join('\n')).toMatch(/REDIS_URL: must be a redis/);
    expect(problems.join('\n')).toMatch(/RATE_LIMIT_PER_MINUTE: must be 0/);
  });

  it('offers English alone unless told, and only languages the site has, English always', () => {
    expect(loadConfig({}).siteLanguages).toEqual(['en']);
    expect(loadConfig({ SITE_LANGUAGES: 'en, ru,de,fr,ru' }).siteLanguages).toEqual([
      'en',
      'ru',
      'de',
      'fr',
    ]);
    expect(() => loadConfig({ SITE_LANGUAGES: 'en,es' })).toThrow(
      /SITE_LANGUAGES: must list languages among en, ru, de, fr/,
    );
    expect(() => loadConfig({ SITE_LANGUAGES: 'ru,de' })).toThrow(
      /SITE_LANGUAGES: must include en, the default language/,
    );
  });

  it('reads the read-cache time to live: unset means the engine decides, 0 turns it off', () => {
    expect(loadConfig({}).readCacheTtlSeconds).toBeUndefined();
    expect(loadConfig({ READ_CACHE_TTL_SECONDS: '' }).readCacheTtlSeconds).toBeUndefined();
    expect(loadConfig({ READ_CACHE_TTL_SECONDS: '0' }).readCacheTtlSeconds).toBe(0);
    expect(loadConfig({ READ_CACHE_TTL_SECONDS: '30' }).readCacheTtlSeconds).toBe(30);
    for (const bad of ['-1', '2.5', 'soon']) {
      expect(() => loadConfig({ READ_CACHE_TTL_SECONDS: bad }), bad).toThrow(
        /READ_CACHE_TTL_SECONDS: must be a whole number of seconds/,
      );
    }
  });

  it('reads how often calendar feeds are imported: 15 minutes unless told, 1 to 1440', () => {
    expect(loadConfig({}).calendarSyncMinutes).toBe(15);
    expect(loadConfig({ CALENDAR_SYNC_MINUTES: '' }).calendarSyncMinutes).toBe(15);
    expect(loadConfig({ CALENDAR_SYNC_MINUTES: '1' }).calendarSyncMinutes).toBe(1);
    expect(loadConfig({ CALENDAR_SYNC_MINUTES: '1440' }).calendarSyncMinutes).toBe(1440);
    for (const bad of ['0', '1441', '2.5', '-3', 'hourly']) {
      expect(() => loadConfig({ CALENDAR_SYNC_MINUTES: bad }), bad).toThrow(
        /CALENDAR_SYNC_MINUTES: must be a whole number of minutes from 1 to 1440/,
      );
    }
  });

  it('fetches calendar feeds from private addresses only when told to', () => {
    expect(loadConfig({}).calendarFetchAllowPrivate).toBe(false);
    expect(loadConfig({ CALENDAR_FETCH_ALLOW_PRIVATE: 'false' }).calendarFetchAllowPrivate).toBe(
      false,
    );
    expect(loadConfig({ CALENDAR_FETCH_ALLOW_PRIVATE: 'true' }).calendarFetchAllowPrivate).toBe(
      true,
    );
    expect(() => loadConfig({ CALENDAR_FETCH_ALLOW_PRIVATE: 'yes' })).toThrow(
      /CALENDAR_FETCH_ALLOW_PRIVATE: must be 'true' or 'false'/,
    );
  });

  describe('PayHere (card payment)', () => {
    const account = {
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'a-sandbox-secret-of-our-own',
      PAYHERE_APP_ID: '4OVx0000',
      PAYHERE_APP_SECRET: 'an-app-secret-of-our-own',
    };

    it('is off with none of its variables', () => {
      expect(loadConfig({}).payhere).toBeUndefined();
    });

    it("uses PayHere's sandbox unless told live, and a fake's address when given one", () => {
      expect(loadConfig(account).payhere).toEqual({
        merchantId: '1211149',
        merchantSecret: 'a-sandbox-secret-of-our-own',
        appId: '4OVx0000',
        appSecret: 'an-app-secret-of-our-own',
        baseUrl: 'https://sandbox.payhere.lk',
      });
      const live = { ...account, PAYHERE_MODE: 'live', PUBLIC_URL: 'https://villas.example' };
      expect(loadConfig(live).payhere?.baseUrl).toBe('https://www.payhere.lk');
      expect(
        loadConfig({ ...account, PAYHERE_BASE_URL: 'http://127.0.0.1:4010/' }).payhere?.baseUrl,
      ).toBe('http://127.0.0.1:4010');
    });

    it('refuses some of its variables without the others, naming the missing ones', () => {
      const { PAYHERE_APP_SECRET: _secret, PAYHERE_APP_ID: _id, ...some } = account;
      expect(() => loadConfig(some)).toThrow(
        /PAYHERE_APP_ID, PAYHERE_APP_SECRET: card payment needs all of/,
      );
    });

    it('refuses live payments where PayHere cannot reach the site over https', () => {
      expect(() => loadConfig({ ...account, PAYHERE_MODE: 'live' })).toThrow(
        /PUBLIC_URL: live card payments need the public https:\/\/ address PayHere notifies/,
      );
      expect(() => loadConfig({ ...account, PAYHERE_MODE: 'test' })).toThrow(
        /PAYHERE_MODE: must be 'sandbox' or 'live'/,
      );
      expect(() => loadConfig({ ...account, PAYHERE_MERCHANT_ID: 'M-12' })).toThrow(
        /PAYHERE_MERCHANT_ID: must be PayHere's merchant id, digits only/,
      );
    });
  });
});
