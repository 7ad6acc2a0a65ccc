/** What only the server reads of the villa list (routes.ts `ServerHandle`). */
import { villaListSearch } from '#web/features/villas/villa-list-params.ts';
import type { ServerHandle } from '../routes.ts';

export const serverHandle: ServerHandle = { search: villaListSearch };
