// The server's messages (the guest's e-mails; decision 130), a Paraglide project apart from the
// site's (project.inlang, decision 129): read by `npm run i18n`, which compiles them to
// src/server/i18n/paraglide (not kept in git), and by `npm run build`, which compiles them again
// into dist/server/i18n/paraglide for the built server.
/** @type {import('@inlang/paraglide-js').ParaglideConfig} */
export default {
  outdir: './src/server/i18n/paraglide',
  // The server never guesses a language: every message is asked for in the booking's own
  // (`messagesIn(booking.language)`, src/server/i18n/messages.ts). A call that forgot it gets
  // English, the base, never another request's language.
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
};
