/** What only the server reads of the transport page (routes.ts `ServerHandle`). */
import { transportPageSearch } from '#web/features/transport/transport-page.tsx';
import type { ServerHandle } from '../routes.ts';

export const serverHandle: ServerHandle = { search: transportPageSearch };
