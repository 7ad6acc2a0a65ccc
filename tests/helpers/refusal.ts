/**
 * The database's own words for a statement it refused (a trigger, a constraint): drizzle wraps
 * them as the error's cause. 'it was not refused' when the statement went through.
 */
export const refusal = (query: Promise<unknown>): Promise<string> =>
  query.then(
    () => 'it was not refused',
    (error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return cause instanceof Error ? cause.message : String(cause);
    },
  );
