/**
 * A resource's service is plain functions that take their deps first (decision 069), so tests and
 * the pages' form posts call them with deps of their own. A resource's plugin binds them once to
 * the app's deps and decorates the instance with the result: routes call
 * `app.bookingService.getBooking(id, token)`.
 */
type Bound<F, D> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;

// `any` in the arguments' place: each function keeps its own parameters after the deps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ServiceFunctions<D> = Record<string, (deps: D, ...args: any[]) => unknown>;

export type BoundService<D, S extends ServiceFunctions<D>> = { [K in keyof S]: Bound<S[K], D> };

export function bindService<D, S extends ServiceFunctions<D>>(
  deps: D,
  functions: S,
): BoundService<D, S> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, fn.bind(null, deps)]),
  ) as BoundService<D, S>;
}
