/**
 * What the server says in the console's page beside its built HTML (decisions 088, 095), as JSON in
 * `<script type="application/json" id="console-boot">`, which the browser never runs
 * (src/server/pages/console-hints.ts writes it): the files of the page's code, and who is signed
 * in, known from the session's cookie. Nobody on the pages that stand alone, when nobody is signed
 * in, and the whole of it is absent in the dev server: the console then asks /api/console/me, and
 * finds its code as it runs.
 */
import type { Me } from './me-api.ts';

/** Keep in step with CONSOLE_BOOT_ELEMENT_ID in src/server/pages/console-hints.ts. */
const CONSOLE_BOOT_ELEMENT_ID = 'console-boot';

export interface ConsoleBoot {
  me?: Me;
  /** The files of the page's code, which boot.ts fetches once the page is on the screen. */
  modules?: string[];
}

/** The page's boot JSON, or nothing when it has none or it cannot be read. */
export function readConsoleBoot(doc: Document = document): ConsoleBoot {
  const text = doc.getElementById(CONSOLE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const boot: unknown = JSON.parse(text);
    return typeof boot === 'object' && boot !== null ? boot : {};
  } catch {
    return {};
  }
}
