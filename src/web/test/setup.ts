/**
 * Component tests: jest-dom matchers, a clean DOM after each test, and a test fails on any
 * unexpected console.error (STYLE.md, Tests).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(errors, 'unexpected console.error').toEqual([]);
});
