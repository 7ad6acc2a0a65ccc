/**
 * ESLint's rule that keeps SQL in the server's repositories (eslint.config.js, decisions 069 and
 * 111): a server file that is not a repository, infrastructure or a test imports no drizzle-orm
 * and no db/schema.ts, however written; repositories, infrastructure (db/ with the seed, jobs/,
 * mail/, cache/, plugins/, lib/) and tests import them freely. The routes' stricter rule (no
 * repository either) is src/server/route-imports.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { refusedLines } from '#tests/helpers/lint-imports.ts';

const SQL_AND_SCHEMA = [
  "import { eq } from 'drizzle-orm';",
  "import { alias } from 'drizzle-orm/pg-core';",
  "import type { SQL } from 'drizzle-orm';",
  "import { villas } from '#server/db/schema.ts';",
  "import { bookings } from '../db/schema.ts';",
  "import type { SignInResult } from '#server/db/schema.ts';",
].join('\n');

/** What a service may import: its repository, another's, the domain and the infrastructure. */
const REPOSITORIES = [
  "import { ledgerOf } from '../payments/repository.ts';",
  "import { makeReviewLink } from '#server/reviews/invite-repository.ts';",
  "import type { Executor } from '#server/db/client.ts';",
  "import { resortToday } from '#domain/dates.ts';",
].join('\n');

describe('SQL lives in repositories (issue 37 §2)', () => {
  it.each([
    'src/server/guest-messages/probe.ts',
    'src/server/payments/service.ts',
    'src/server/reviews/invites.ts',
    'src/server/staff/throttle.ts',
    'src/server/bookings/probe-service.tsx',
  ])('refuses drizzle-orm and the schema in %s', async (file) => {
    expect(await refusedLines(file, SQL_AND_SCHEMA)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lets a service import repositories, the domain and the infrastructure', async () => {
    expect(await refusedLines('src/server/guest-messages/probe.ts', REPOSITORIES)).toEqual([]);
  });

  it.each([
    'src/server/guest-messages/repository.ts',
    'src/server/reviews/invite-repository.ts',
    'src/server/db/seed/seed.ts',
    'src/server/db/migrate.ts',
    'src/server/jobs/job-runner.ts',
    'src/server/mail/outbox.ts',
    'src/server/cache/instance-sync.ts',
    'src/server/plugins/database.ts',
    'src/server/lib/paging.ts',
    'src/server/guest-messages/guest-messages.api.test.ts',
  ])('lets %s import them', async (file) => {
    expect(await refusedLines(file, SQL_AND_SCHEMA)).toEqual([]);
  });
});
