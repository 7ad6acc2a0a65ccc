/**
 * Issue 15 §3 and §5 in Chromium: from a phone-sized screen, a manager uploads a phone's photo
 * (with its GPS position) to a villa, gives it alt text and makes it the cover; the home page then
 * shows it, served as AVIF, and no file of it carries any metadata. A 30 MB file and a text file
 * renamed to .jpg are refused in the page with a sentence that says what to do. On the phone a
 * long alt text reads whole, in a field the card's full width, the buttons clear of it (issue 23
 * §3.6).
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PHOTO, PHOTO_TOO_LARGE } from '#domain/photo-files.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { filesOfPhoto, phonePhoto } from '../helpers/photo-upload.ts';
import { expectAccessible, openPage, siteAndBrowser, VIEWPORTS, type Site } from './site.ts';
import { joinedStaff } from './staff.ts';

describe('a villa’s photos, from a phone', () => {
  const started = siteAndBrowser({ dataDir: 'e2e-photos-' });
  let site: Site;
  let browser: Browser;
  let dataDir: string;
  beforeAll(() => {
    ({ site, browser, dataDir } = started);
  });

  it('uploads a photo, gives it alt text, makes it the cover and shows it on the home page as AVIF without GPS', async () => {
    const villas = (await site.app.inject({ url: '/api/villas?featured=true' })).json<Villa[]>();
    const villa = villas.find((v) => v.slug === 'villa-ahangama');
    if (!villa) throw new Error('Ahangama Villa is not featured');

    const manager = await joinedStaff(browser, site, {
      name: 'Ravi Fernando',
      email: 'ravi@villas.test',
      role: 'manager',
      password: 'teal pepper kayak',
    });
    const { page } = manager;

    await page.goto(`/console/villas/${villa.id}/photos`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Photos of Ahangama Villa');
    const count = villa.images.length;

    // A phone's photo: turned by its EXIF orientation, with the phone's GPS position.
    const bytes = await phonePhoto('jpeg', { width: 1200, height: 900, orientation: 6 });
    expect(exifReader((await sharp(bytes).metadata()).exif as Buffer).GPSInfo).toBeDefined();
    const form = page.getByRole('form', { name: 'Add a photo' });
    await form
      .getByLabel(/^Photo\b/)
      .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: bytes });
    await form.getByLabel(/^Alt text/).fill('Sunrise over the pool');
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await expect
      .poll(() => page.getByRole('status').last().textContent(), { timeout: 30_000 })
      .toContain('Photo uploaded');
    const added = page.getByRole('article', {
      name: `photo ${count + 1} of ${count + 1}: Sunrise over the pool`,
    });
    await expect.poll(() => added.count()).toBe(1);

    // Its alt text, said better and at length: on a 390 px screen the field is the card's
    // width and as tall as the text, which reads whole; no button stands on it.
    const field = added.getByLabel(/^Alt text/);
    await field.fill(
      'The pool at sunrise, seen from the terrace, with the palms and the river beyond it in the mist',
    );
    const fit = await added.evaluate((card) => {
      const text = card.querySelector('textarea');
      const box = text?.getBoundingClientRect();
      const inner = card.getBoundingClientRect();
      const overlapped = Array.from(card.querySelectorAll('button')).some((button) => {
        const b = button.getBoundingClientRect();
        return (
          box &&
          b.left < box.right &&
          b.right > box.left &&
          b.top < box.bottom &&
          b.bottom > box.top
        );
      });
      return {
        share: box ? box.width / inner.width : 0,
        whole: text ? text.scrollHeight <= text.clientHeight + 1 : false,
        overlapped,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(fit.share).toBeGreaterThan(0.9);
    expect(fit).toMatchObject({ whole: true, overlapped: false, pageWidth: 390 });
    await field.fill('The pool at sunrise, seen from the terrace');
    await field.press('Enter');
    await expect.poll(() => page.getByRole('status').last().textContent()).toBe('Alt text saved.');
    await page
      .getByRole('button', { name: `Make photo ${count + 1} of ${count + 1} the cover` })
      .click();
    await expect
      .poll(() => page.getByRole('status').last().textContent())
      .toBe('“The pool at sunrise, seen from the terrace” is the cover now.');
    const cover = page.getByRole('article', { name: /^Cover, photo 1 of/ });
    await expect.poll(() => cover.getAttribute('aria-label')).toContain('The pool at sunrise');
    await expectAccessible(page, 'the photos page at 390 px');

    // The home page shows it at once, as AVIF.
    const answer = (await site.app.inject({ url: `/api/villas/${villa.id}` })).json<Villa>();
    expect(answer.photos[0]).toEqual({
      src: answer.image,
      alt: 'The pool at sunrise, seen from the terrace',
    });
    const src = answer.image;
    expect(src).toMatch(/^\/photos\/[0-9a-f]{24}-900x1200\.jpg$/);
    const visitor = await openPage(browser, site, VIEWPORTS.phone);
    await visitor.page.goto('/');
    const card = visitor.page.locator(`img[src="${src}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          card.evaluate((img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
          ),
        { timeout: 15_000 },
      )
      .toMatch(new RegExp(`${src.replace('.jpg', '')}-\\d+\\.avif$`));

    // No file of it, whichever a browser picks, carries any metadata: no GPS, no camera.
    for (const file of filesOfPhoto(src)) {
      const res = await visitor.page.request.get(file.url);
      expect(res.status(), file.url).toBe(200);
      expect(res.headers()['content-type']).toBe(file.type);
      const meta = await sharp(await res.body()).metadata();
      expect(meta.exif, `${file.url} has EXIF`).toBeUndefined();
      expect(meta.xmp, `${file.url} has XMP`).toBeUndefined();
    }
    visitor.expectClean();
    await visitor.context.close();

    // A 30 MB file and a renamed text file are refused in the page, with what to do.
    // From a file on disk, as a phone's picker hands it over (a 30 MB buffer is slow to send).
    const panorama = path.join(dataDir, 'panorama.jpg');
    await writeFile(
      panorama,
      Buffer.concat([bytes, Buffer.alloc(30 * 1024 * 1024 - bytes.length)]),
    );
    await form.getByLabel(/^Photo\b/).setInputFiles(panorama);
    await expect.poll(() => form.getByText(PHOTO_TOO_LARGE).isVisible()).toBe(true);
    await form.getByLabel(/^Photo\b/).setInputFiles({
      name: 'sunset.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Dear team, here is the photo of the sunset you asked for.\n'),
    });
    await expect.poll(() => form.getByText(NOT_A_PHOTO).isVisible()).toBe(true);
    await form.getByLabel(/^Alt text/).fill('Sunset');
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await expect.poll(() => form.getByText(NOT_A_PHOTO).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(tmpdir(), 'console-photos-390.png'), fullPage: true });
    manager.expectClean();
  });
});
