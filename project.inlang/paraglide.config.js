// The languages' compiler settings (decision 129), read by `npm run i18n` and the Vite plugin alike.
// The messages compile to src/web/i18n/paraglide (not kept in git: `npm install` and every build
// make it again).
/** @type {import('@inlang/paraglide-js').ParaglideConfig} */
export default {
  outdir: './src/web/i18n/paraglide',
  // A page's language is its address's (/ru/…) and nothing else: on the server each render's own
  // (src/web/entry-server.tsx), in the browser the one its build was made for (below). Never a
  // cookie, a header or the browser's own language (issue 39 §2: no redirect by language).
  strategy: ['globalVariable', 'baseLocale'],
  // Each language's browser build is made with its language fixed (vite.config.ts defines
  // globalThis.__PARAGLIDE_STATIC_LOCALE__, Paraglide's own name for it): every other language's
  // text is dead code, and never reaches the browser. Unset on the server and in tests.
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
  emitTsDeclarations: true,
  emitReadme: false,
};
