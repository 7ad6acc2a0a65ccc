/**
 * The id of the `<script type="application/json">` that carries the boot data (boot-data.ts). On
 * its own, so the page's first script (src/web/boot.ts) reads the element without the rest.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
