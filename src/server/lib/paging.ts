import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Paged } from '#domain/schemas/common.ts';
import type { Executor } from '#server/db/client.ts';

/** The paged answer of DESIGN.md decision 14; `page` is zero-based. */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Paged<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** One page of rows and the total they come from, fetched together. */
export async function fetchPage<T>(
  db: Executor,
  source: { table: PgTable; where: SQL | undefined },
  page: { page: number; size: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const [content, counted] = await Promise.all([
    rows(page.size, page.page * page.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(source.table)
      .where(source.where),
  ]);
  return pageOf(content, counted[0]?.total ?? 0, page.page, page.size);
}

/** A search box's text as an ILIKE pattern for "contains": a typed % or _ means the character. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
