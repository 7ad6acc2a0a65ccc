/** The site's settings live in src/domain so the server's e-mails use them too (decision 026). */
export { siteSettings } from '#domain/site-settings.ts';
