/**
 * What a domain schema says of a body it refuses: each issue's message by its path
 * ('seasons.0.lastNight'). The test fails if the schema takes the body.
 */
import { expect } from 'vitest';
import type { z } from 'zod';

export function refusedFields(schema: z.ZodType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  expect(parsed.success).toBe(false);
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}
