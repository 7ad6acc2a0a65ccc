/**
 * The team's console beside the built site (issue 14, decision 035): its page answers every
 * console address, privately, with its own files from its own build, and the public pages name
 * none of them, so the console adds nothing to a guest's first load.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGES } from '#scripts/bench/budgets.ts';
import { firstLoadFiles, readManifest } from '#scripts/bench/first-load.ts';
import { IMMUTABLE_CACHE_CONTROL } from '#server/cache/static-files.ts';
import { consoleDirOf } from '#server/pages/console-shell.ts';
import { startSite, type Site } from './site.ts';

describe('the console beside the built site', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it('answers /console/login with its own page, never kept nor indexed, and serves its files', async () => {
    const answer = await site.app.inject({ url: '/console/login' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const files = [...answer.body.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const asset = await site.app.inject({ url: file, headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['cache-control'], file).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    // The site's page renderer has no part in it: no boot data, no server-rendered markup.
    expect(answer.body).not.toContain('boot-data');
  });

  it.each(PAGES)("%s names none of the console's files, nor loads any", async (page) => {
    const webDir = inject('webDir');
    // Rolldown's own runtime (its module helpers) is the same file in both builds, and the site
    // serves its own copy: it is not the console's code.
    const consoleFiles = new Set(
      readdirSync(path.join(consoleDirOf(webDir), 'assets')).filter(
        (file) => !file.startsWith('rolldown-runtime-'),
      ),
    );
    const answer = await site.app.inject({ url: page });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('/console/');
    const firstLoad = firstLoadFiles(answer.body, readManifest(webDir), webDir);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((file) => consoleFiles.has(path.basename(file)))).toEqual([]);
  });
});
