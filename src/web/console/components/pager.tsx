import { Link } from 'wouter';

const step =
  'inline-flex min-h-11 items-center justify-center rounded-full border px-5 text-sm font-medium';

/**
 * Previous and next pages of a list paged on the server, as links (they can be opened in a new tab
 * and are kept in the history). Shown only when there is more than one page.
 */
export function Pager({
  page,
  totalPages,
  hrefFor,
}: {
  /** Zero-based, as the API answers it. */
  page: number;
  totalPages: number;
  hrefFor: (index: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 0 ? (
        <Link
          href={hrefFor(page - 1)}
          className={`${step} border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50`}
        >
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={`${step} border-sand-200 text-ink-soft`}>
          Previous
        </span>
      )}
      <p className="text-sm text-ink-soft">
        Page {page + 1} of {totalPages}
      </p>
      {page + 1 < totalPages ? (
        <Link
          href={hrefFor(page + 1)}
          className={`${step} border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50`}
        >
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className={`${step} border-sand-200 text-ink-soft`}>
          Next
        </span>
      )}
    </nav>
  );
}
