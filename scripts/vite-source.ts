/**
 * The path aliases of package.json "imports" (`#domain/...`, `#server/...`, `#web/...`) name the
 * sources under the `source` condition and the built server (dist) by default, so that Node runs
 * dist and every tool that reads sources (tsc, tsx, Vite, Vitest) asks for `source` (decision 070).
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = 'source';

/** Vite's resolve options for a browser build or dev server that reads the sources. */
export const clientSourceResolve = { conditions: [SOURCE_CONDITION, ...defaultClientConditions] };

/** The same for code Vite runs or builds for Node (the server renderer, Vitest's node tests). */
export const serverSourceResolve = { conditions: [SOURCE_CONDITION, ...defaultServerConditions] };
