/**
 * Issue 16 §2: a feed's address is typed by the team, so its fetch refuses the server's own network
 * (in the socket's lookup, so DNS cannot trick it), follows few redirects, stops at a deadline and
 * at a size, asks conditionally, and says what went wrong in words.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airbnbFeed,
  airbnbUid,
  HTML_PAGE,
  startFeedServer,
  type FeedServer,
} from '#tests/helpers/platform-feeds.ts';
import { fetchFeed, refusedAddressKind, staticAddressRefusal } from './fetch-feed.ts';

describe('addresses a feed may not reach', () => {
  it('refuses loopback, private, link-local, shared, multicast and reserved addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.4.4',
      '172.31.255.255',
      '192.168.1.20',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.251',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.1.2.3',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      'not an address',
    ];
    for (const ip of refused) expect(refusedAddressKind(ip), ip).not.toBeNull();
    expect(refusedAddressKind('10.0.0.1')).toBe('a private network address');
    expect(refusedAddressKind('::ffff:127.0.0.1')).toBe('a loopback address (the server itself)');
  });

  it('lets the public internet through, in IPv4, IPv6 and IPv4-mapped forms', () => {
    const allowed = [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2606:4700::6810:84e5',
      '2a03:2880:f10c:83:face:b00c:0:25de',
      '::ffff:93.184.216.34',
    ];
    for (const ip of allowed) expect(refusedAddressKind(ip), ip).toBeNull();
  });

  it('knows an address written as a private IP before any fetch', () => {
    expect(staticAddressRefusal('http://10.0.0.1/', false)).toMatch(/private network/);
    expect(staticAddressRefusal('http://[::1]:8080/x.ics', false)).toMatch(/loopback/);
    // Other spellings of one address are the same address.
    for (const odd of [
      'http://0x7f.1/',
      'http://2130706433/',
      'http://127.1/',
      'http://[::ffff:a00:1]/',
    ]) {
      expect(staticAddressRefusal(odd, false), odd).toMatch(/private network/);
    }
    expect(staticAddressRefusal('http://10.0.0.1/', true)).toBeNull();
    expect(staticAddressRefusal('https://www.airbnb.com/calendar/ical/1.ics', false)).toBeNull();
  });
});

describe('fetching a feed', () => {
  let server: FeedServer;
  const calendar = airbnbFeed([{ uid: airbnbUid(), start: '2027-01-10', end: '2027-01-13' }]);
  const open = { allowPrivate: true };

  beforeAll(async () => {
    server = await startFeedServer();
    server.serve('/feed.ics', { body: calendar, headers: { etag: '"v1"' } });
    server.serve('/gone.ics', { status: 404, body: 'Not found' });
    server.serve('/broken.ics', { status: 500, body: 'Oops' });
    server.serve('/page', { body: HTML_PAGE, headers: { 'content-type': 'text/html' } });
    server.serve('/slow.ics', { hang: true });
    server.serve('/moved.ics', { status: 301, headers: { location: '/feed.ics' } });
    server.serve('/loop.ics', { status: 302, headers: { location: '/loop.ics' } });
    server.serve('/to-private.ics', { status: 302, headers: { location: 'http://10.0.0.1/x' } });
    server.serve('/to-ftp.ics', { status: 302, headers: { location: 'ftp://example.com/x' } });
    server.serve('/zipped.ics', {
      body: gzipSync(calendar),
      headers: { 'content-encoding': 'gzip' },
    });
    server.serve('/bad-zip.ics', {
      body: 'not gzip at all',
      headers: { 'content-encoding': 'gzip' },
    });
    server.serve('/big.ics', { body: 'x'.repeat(2048) });
    server.serve('/claims-big.ics', (res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write('BEGIN:VCALENDAR\r\n');
    });
    // Chunked, without a Content-Length: counted as it arrives.
    server.serve('/endless.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const line = 'X'.repeat(1000);
      let sent = 0;
      const more = () => {
        while (sent < 200 && res.write(line)) sent += 1;
        if (sent < 200) res.once('drain', more);
        else res.end();
      };
      more();
    });
    server.serve('/slow-body.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
    });
    server.serve('/conditional.ics', (res) => {
      const asked = server.requests.at(-1)?.headers['if-none-match'];
      if (asked === '"v1"') return res.writeHead(304).end();
      res.writeHead(200, { etag: '"v1"', 'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT' });
      res.end(calendar);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads a feed, with its validators, and says who asks', async () => {
    const result = await fetchFeed(server.url('/feed.ics'), open);
    expect(result).toEqual({ kind: 'fetched', text: calendar, etag: '"v1"', lastModified: null });
    expect(server.requests.at(-1)?.headers['user-agent']).toMatch(/CalendarSync/);
  });

  it('asks conditionally and takes a 304 as unchanged', async () => {
    const first = await fetchFeed(server.url('/conditional.ics'), open);
    expect(first).toMatchObject({ kind: 'fetched', lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' });
    const again = await fetchFeed(server.url('/conditional.ics'), {
      ...open,
      etag: '"v1"',
      lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT',
    });
    expect(again).toEqual({ kind: 'unchanged' });
    expect(server.requests.at(-1)?.headers['if-modified-since']).toBe(
      'Tue, 01 Dec 2026 10:00:00 GMT',
    );
  });

  it('reads a compressed feed, and says so when its compression is broken', async () => {
    expect(await fetchFeed(server.url('/zipped.ics'), open)).toMatchObject({ text: calendar });
    expect(await fetchFeed(server.url('/bad-zip.ics'), open)).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/damaged/) as unknown,
    });
  });

  it('answers a status other than 2xx with its number and name', async () => {
    expect(await fetchFeed(server.url('/gone.ics'), open)).toMatchObject({
      kind: 'failed',
      failure: 'status',
      message: expect.stringMatching(/^The address answered 404 Not Found: /) as unknown,
    });
    expect(await fetchFeed(server.url('/broken.ics'), open)).toMatchObject({
      message: expect.stringMatching(
        /^The address answered 500 Internal Server Error: /,
      ) as unknown,
    });
  });

  it('follows a redirect, and no more than 3', async () => {
    expect(await fetchFeed(server.url('/moved.ics'), open)).toMatchObject({ text: calendar });
    const before = server.requests.length;
    expect(await fetchFeed(server.url('/loop.ics'), open)).toMatchObject({
      failure: 'redirects',
      message:
        'The address redirected more than 3 times. Copy the calendar address again from the platform.',
    });
    expect(server.requests.length - before).toBe(4);
  });

  it('checks every redirect again: scheme, and a private address in it', async () => {
    expect(await fetchFeed(server.url('/to-ftp.ics'), open)).toMatchObject({
      failure: 'address',
    });
    // The local server alone is allowed: where it redirects is checked again.
    const onlyLocal = { allowPrivate: false, allowAddresses: ['127.0.0.1'] };
    expect(await fetchFeed(server.url('/feed.ics'), onlyLocal)).toMatchObject({ text: calendar });
    expect(await fetchFeed(server.url('/to-private.ics'), onlyLocal)).toMatchObject({
      failure: 'private-address',
      message: expect.stringMatching(/10\.0\.0\.1 is a private network address/) as unknown,
    });
    server.serve('/to-name.ics', {
      status: 307,
      headers: { location: `http://calendar.example:${new URL(server.origin).port}/feed.ics` },
    });
    const rebinding = async () => [{ address: '127.0.0.2', family: 4 }];
    expect(
      await fetchFeed(server.url('/to-name.ics'), { ...onlyLocal, resolve: rebinding }),
    ).toMatchObject({
      failure: 'private-address',
      message: expect.stringMatching(/127\.0\.0\.2/) as unknown,
    });
  });

  it('stops at the deadline, before the answer or in its middle', async () => {
    for (const path of ['/slow.ics', '/slow-body.ics']) {
      const started = Date.now();
      const result = await fetchFeed(server.url(path), { ...open, timeoutMs: 200 });
      expect(result, path).toEqual({
        kind: 'failed',
        failure: 'timeout',
        message: 'The address did not answer within 0.2 seconds.',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('stops at the size limit, announced or counted', async () => {
    const small = { ...open, maxBytes: 1024 };
    expect(await fetchFeed(server.url('/big.ics'), small)).toMatchObject({
      failure: 'too-large',
    });
    expect(await fetchFeed(server.url('/claims-big.ics'), open)).toEqual({
      kind: 'failed',
      failure: 'too-large',
      message: 'The calendar is larger than 5 MB.',
    });
    expect(
      await fetchFeed(server.url('/endless.ics'), { ...open, maxBytes: 50_000 }),
    ).toMatchObject({ failure: 'too-large' });
  });

  it('refuses a private address written in the address, before connecting', async () => {
    const before = server.requests.length;
    for (const address of [server.url('/feed.ics'), 'http://127.0.0.1:1/x', 'http://10.0.0.1/']) {
      const result = await fetchFeed(address, { allowPrivate: false, timeoutMs: 500 });
      expect(result, address).toMatchObject({
        kind: 'failed',
        failure: 'private-address',
        message: expect.stringMatching(/^The address is on a private network \(/) as unknown,
      });
    }
    expect(server.requests.length).toBe(before);
  });

  it('refuses a name that resolves to a private address, in the socket’s own lookup', async () => {
    const port = new URL(server.origin).port;
    const before = server.requests.length;
    const rebinding = async () => [{ address: '127.0.0.1', family: 4 }];
    const refused = await fetchFeed(`http://calendar.example:${port}/feed.ics`, {
      allowPrivate: false,
      resolve: rebinding,
    });
    expect(refused).toMatchObject({
      failure: 'private-address',
      message: expect.stringMatching(/127\.0\.0\.1 is a loopback address/) as unknown,
    });
    // One public and one private answer: refused too (the socket could take either).
    const mixed = await fetchFeed(`http://calendar.example:${port}/feed.ics`, {
      allowPrivate: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:10.0.0.7', family: 6 },
      ],
    });
    expect(mixed).toMatchObject({ failure: 'private-address' });
    expect(server.requests.length).toBe(before);
    // The same name, allowed: the socket connects where the lookup said.
    const allowed = await fetchFeed(`http://calendar.example:${port}/feed.ics`, {
      allowPrivate: true,
      resolve: rebinding,
    });
    expect(allowed).toMatchObject({ kind: 'fetched', text: calendar });
  });

  it('says so when the name is unknown or nobody listens', async () => {
    expect(
      await fetchFeed('https://calendar.invalid/feed.ics', {
        allowPrivate: false,
        resolve: async () => {
          throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
        },
      }),
    ).toMatchObject({
      failure: 'not-found',
      message: expect.stringMatching(/\(calendar\.invalid\) could not be found/) as unknown,
    });
    expect(await fetchFeed('http://127.0.0.1:1/x', open)).toMatchObject({
      failure: 'connection',
      message: 'The address refused the connection: its server may be down.',
    });
  });

  it('refuses any scheme but http and https', async () => {
    for (const address of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'webcal://x/y']) {
      expect(await fetchFeed(address, open), address).toMatchObject({ failure: 'address' });
    }
  });

  it('gives an HTML page back as text: reading it is the caller’s (it is no calendar)', async () => {
    expect(await fetchFeed(server.url('/page'), open)).toMatchObject({ text: HTML_PAGE });
  });
});
