/**
 * ESLint's rule that keeps SQL out of the server's routes (eslint.config.js, decision 069): a
 * routes file (routes.ts, *-routes.ts, and the route plugins of pages/ by other names: seo.ts,
 * form-posts.ts) imports no drizzle-orm, no db/schema.ts and no repository; it calls its service
 * on the instance. Services and plugins import the repositories (drizzle-orm and the schema are
 * the repositories' own since decision 111); tests import them all.
 */
import { describe, expect, it } from 'vitest';
import { refusedLines } from '#tests/helpers/lint-imports.ts';

const DATA_ACCESS = [
  "import { eq } from 'drizzle-orm';",
  "import { villas } from '#server/db/schema.ts';",
  "import { listVillas } from '#server/villas/repository.ts';",
  "import { findAuditPage } from '#server/staff/audit-repository.ts';",
  "import { listPhotos } from './repository.ts';",
].join('\n');

describe("the server's routes call services, not SQL (issue 24 §2)", () => {
  it.each([
    'src/server/villas/routes.ts',
    'src/server/photos/console-routes.ts',
    'src/server/pages/seo.ts',
    'src/server/pages/form-posts.ts',
  ])('refuses drizzle-orm, the schema and a repository in %s', async (file) => {
    expect(await refusedLines(file, DATA_ACCESS)).toEqual([1, 2, 3, 4, 5]);
  });

  // Since decision 111 only repositories import drizzle-orm and the schema
  // (tests/server-layer-imports.test.ts): a service imports the repositories.
  it.each(['src/server/villas/service.ts', 'src/server/photos/store.ts'])(
    'lets %s import the repositories',
    async (file) => {
      expect(await refusedLines(file, DATA_ACCESS)).toEqual([1, 2]);
    },
  );

  it('lets a test import them', async () => {
    expect(await refusedLines('src/server/pages/form-posts.test.ts', DATA_ACCESS)).toEqual([]);
  });
});
