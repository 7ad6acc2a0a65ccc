/**
 * The demo content keeps its promises: the villas, testimonials, reviews and blocks the seeder inserts
 * are consistent with each other, and every image they refer to exists under public/
 * (committed JPEGs; decision 067 and the README's seed images say how to replace one).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedBlockedRanges } from './blocked-ranges.ts';
import { seedReviews } from './reviews.ts';
import { seedTestimonials } from './testimonials.ts';
import { seedVillas } from './villas.ts';

const PUBLIC = fileURLToPath(new URL('../../../../public/', import.meta.url));
const fileOf = (url: string): string => path.join(PUBLIC, ...url.split('/').filter(Boolean));
const MAX_BYTES = 250 * 1024;

const villaImages = seedVillas.flatMap((v) =>
  v.photos.map(({ src: url }) => ({ slug: v.slug, url })),
);
const avatars = seedTestimonials.flatMap((t) => (t.avatar === null ? [] : [t.avatar]));

describe('seed villas', () => {
  it('has the two villas of the collection', () => {
    expect(seedVillas.map((v) => v.slug).sort()).toEqual(['villa-ahangama', 'villa-river-breeze']);
    expect(new Set(seedVillas.map((v) => v.name)).size).toBe(seedVillas.length);
  });

  it('gives every villa at least 8 images in its own folder, each with its own alt text', () => {
    for (const villa of seedVillas) {
      const urls = villa.photos.map((photo) => photo.src);
      expect(urls.length, villa.slug).toBeGreaterThanOrEqual(8);
      expect(new Set(urls).size, villa.slug).toBe(urls.length);
      for (const url of urls) {
        expect(url).toMatch(new RegExp(`^/images/villas/${villa.slug}/[a-z0-9-]+\\.jpg$`));
      }
      const alts = villa.photos.map((photo) => photo.alt);
      expect(new Set(alts).size, villa.slug).toBe(alts.length);
      for (const alt of alts) expect(alt).toMatch(/^[A-Z].{10,}[a-z]$/);
    }
  });

  it('fills highlights, included, on request, amenities, nearby and house rules', () => {
    for (const villa of seedVillas) {
      expect(villa.highlights.length, villa.slug).toBeGreaterThan(0);
      expect(villa.included.length, villa.slug).toBeGreaterThan(0);
      expect(villa.onRequest.length, villa.slug).toBeGreaterThan(0);
      expect(villa.amenities.length, villa.slug).toBeGreaterThan(0);
      expect(villa.locationDetails.nearby.length, villa.slug).toBeGreaterThan(0);
      expect(villa.houseRules.length, villa.slug).toBeGreaterThan(0);
      for (const text of [
        ...villa.highlights,
        ...villa.amenities,
        ...villa.included.flatMap((i) => [i.icon, i.label]),
        ...villa.onRequest.flatMap((i) => [i.icon, i.label, i.price]),
        ...villa.locationDetails.nearby.flatMap((n) => [n.name, n.distance, n.type]),
        ...villa.houseRules.flatMap((r) => [r.icon, r.rule]),
      ]) {
        expect(text.trim(), villa.slug).not.toBe('');
      }
    }
  });

  it("places every villa on Sri Lanka's south coast", () => {
    for (const { slug, locationDetails: loc } of seedVillas) {
      expect(loc.latitude, slug).toBeGreaterThanOrEqual(5.9);
      expect(loc.latitude, slug).toBeLessThanOrEqual(6.3);
      expect(loc.longitude, slug).toBeGreaterThanOrEqual(80.0);
      expect(loc.longitude, slug).toBeLessThanOrEqual(80.8);
    }
  });
});

/** What to do about a missing image (decision 067). */
const MISSING = 'add the JPEG (1600 x 1067, avatars 256 x 256) or restore it with git';

describe('seed images', () => {
  it.each(villaImages)('$url is a JPEG at least 1200 px wide', async ({ url }) => {
    const file = fileOf(url);
    expect(existsSync(file), `${file} is missing: ${MISSING}`).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(1200);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it.each(avatars)('avatar %s is a JPEG', async (url) => {
    expect(url).toMatch(/^\/images\/avatars\/[a-z0-9-]+\.jpg$/);
    const file = fileOf(url);
    expect(existsSync(file), `${file} is missing: ${MISSING}`).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(128);
    expect(meta.width).toBe(meta.height);
  });
});

describe('seed testimonials', () => {
  it('has 12 testimonials, at least 6 of them featured', () => {
    expect(seedTestimonials).toHaveLength(12);
    expect(seedTestimonials.filter((t) => t.featured).length).toBeGreaterThanOrEqual(6);
  });

  it('has at least 3 long comments (over 200 characters)', () => {
    expect(seedTestimonials.filter((t) => t.comment.length > 200).length).toBeGreaterThanOrEqual(3);
  });

  it('rates every testimonial with a whole number from 1 to 5', () => {
    for (const t of seedTestimonials) {
      expect(Number.isInteger(t.rating), t.name).toBe(true);
      expect(t.rating, t.name).toBeGreaterThanOrEqual(1);
      expect(t.rating, t.name).toBeLessThanOrEqual(5);
    }
  });

  it('names only seeded villas, or none', () => {
    const names = new Set(seedVillas.map((v) => v.name));
    for (const t of seedTestimonials) {
      if (t.villaName !== null)
        expect(names.has(t.villaName), `${t.name}: ${t.villaName}`).toBe(true);
    }
  });
});

describe('seed reviews', () => {
  it('belongs to seeded villas and rates from 1 to 5', () => {
    const slugs = new Set(seedVillas.map((v) => v.slug));
    expect(seedReviews.length).toBeGreaterThan(0);
    for (const r of seedReviews) {
      expect(slugs.has(r.villaSlug), `${r.name}: ${r.villaSlug}`).toBe(true);
      expect(Number.isInteger(r.rating), r.name).toBe(true);
      expect(r.rating, r.name).toBeGreaterThanOrEqual(1);
      expect(r.rating, r.name).toBeLessThanOrEqual(5);
    }
  });

  // The villas' ratings and counts are computed from these (decision 023): they should read like
  // villas open for about three years, mostly delighted guests and a few candid ones.
  it.each(seedVillas.map((v) => v.slug))(
    'gives %s 30 to 45 approved reviews over three years, mostly of 4 and 5 stars',
    (slug) => {
      const approved = seedReviews.filter((r) => r.villaSlug === slug && r.status === 'APPROVED');
      expect(approved.length).toBeGreaterThanOrEqual(30);
      expect(approved.length).toBeLessThanOrEqual(45);
      const days = approved.map((r) => r.daysAgo);
      expect(Math.min(...days)).toBeLessThan(30);
      expect(Math.max(...days)).toBeGreaterThan(2 * 365);
      expect(Math.max(...days)).toBeLessThanOrEqual(3 * 365);
      const average = approved.reduce((sum, r) => sum + r.rating, 0) / approved.length;
      expect(average).toBeGreaterThanOrEqual(4.5);
      expect(approved.filter((r) => r.rating >= 4).length / approved.length).toBeGreaterThan(0.9);
      expect(approved.some((r) => r.rating < 5)).toBe(true);
      expect(seedReviews.some((r) => r.villaSlug === slug && r.status === 'PENDING')).toBe(true);
    },
  );

  it('never repeats a comment or a name, and gives each comment a few words of its own', () => {
    expect(new Set(seedReviews.map((r) => r.comment)).size).toBe(seedReviews.length);
    expect(new Set(seedReviews.map((r) => r.name)).size).toBe(seedReviews.length);
    for (const r of seedReviews) expect(r.comment.length, r.name).toBeGreaterThanOrEqual(60);
  });
});

describe('seed blocked ranges', () => {
  it('start in the future, end no earlier than they start, and belong to seeded villas', () => {
    const slugs = new Set(seedVillas.map((v) => v.slug));
    expect(seedBlockedRanges.length).toBeGreaterThan(0);
    for (const b of seedBlockedRanges) {
      const label = `${b.villaSlug} ${b.startInDays}..${b.endInDays}`;
      expect(slugs.has(b.villaSlug), label).toBe(true);
      expect(b.startInDays, label).toBeGreaterThan(0);
      expect(b.startInDays, label).toBeLessThanOrEqual(b.endInDays);
    }
  });
});
