/**
 * Component tests: jest-dom matchers, a clean DOM after each test, and a test fails on any
 * unexpected console.error (STYLE.md, Tests).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// findBy* and waitFor poll until the element is there; lazy parts import their code first, which
// on a loaded machine (CI runs every project at once) can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  // Sonner keeps its toasts in a module-level store: one test's toast must not leak into the next.
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  expect(errors, 'unexpected console.error').toEqual([]);
});

afterAll(() => {
  // The worker runs the next file in this same global scope (isolate: false, decision 080): a flag
  // left here would turn its every update outside act into a failure (src/web/test/act-environment.ts).
  expect(
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT,
    'IS_REACT_ACT_ENVIRONMENT left set for the next file',
  ).toBeUndefined();
});
