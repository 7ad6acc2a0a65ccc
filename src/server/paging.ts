import type { Paged } from '../domain/schemas/common.ts';

/** The paged answer of DESIGN.md decision 14; `page` is zero-based. */
export function pageOf<T>(content: T[], total: number, page: number, size: number): Paged<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}
