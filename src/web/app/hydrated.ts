/**
 * Set on <html> once the app runs in the browser: the server's page has come alive (src/web/boot.ts
 * starts the app only once the page is on the screen). Browser tests wait for it before they click.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
