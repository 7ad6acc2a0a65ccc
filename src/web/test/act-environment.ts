/**
 * React's `IS_REACT_ACT_ENVIRONMENT`, turned off for the tests of races between React's own tasks
 * and put back as it was found. A worker runs one test file after another in one global scope
 * (the web project's `isolate: false`), so a value left behind would reach every later file:
 * `true` there makes each update outside `act` a console error that fails the test.
 */
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let found: { value: boolean | undefined } | null = null;

export const actEnvironment = {
  /** React schedules as in a browser, not under `act`. */
  leave() {
    found ??= { value: scope.IS_REACT_ACT_ENVIRONMENT };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  },
  /** Back as before `leave`. */
  restore() {
    if (found === null) return;
    if (found.value === undefined) delete scope.IS_REACT_ACT_ENVIRONMENT;
    else scope.IS_REACT_ACT_ENVIRONMENT = found.value;
    found = null;
  },
};
