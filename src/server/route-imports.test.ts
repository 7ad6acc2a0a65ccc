/**
 * ESLint's rule that keeps SQL out of the server's routes (eslint.config.js, decision 069): a
 * routes file (routes.ts, *-routes.ts, and the route plugins of pages/ by other names: seo.ts,
 * form-posts.ts) imports no drizzle-orm, no db/schema.ts and no repository; it calls its service
 * on the instance. Services, plugins and tests import them freely.
 */
import { describe, expect, it } from 'vitest';
import { refusedLines } from '#tests/helpers/import-rules.ts';

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

  it.each([
    'src/server/villas/service.ts',
    'src/server/photos/store.ts',
    'src/server/pages/form-posts.test.ts',
  ])('lets %s import them', async (file) => {
    expect(await refusedLines(file, DATA_ACCESS)).toEqual([]);
  });
});
