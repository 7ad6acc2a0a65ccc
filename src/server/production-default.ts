/**
 * Imported first by server.ts: without NODE_ENV the server runs as in production (config.ts's
 * default), and React, which reads `process.env.NODE_ENV` itself when it is first imported, must
 * agree. Unset, React's server renderer (the site's pages, the console's rooms, the e-mails) ran
 * its development build, about three times slower per page.
 */
process.env.NODE_ENV ??= 'production';
