/**
 * A message template's words in the guests' other languages (issue 39): the owner saves a subject
 * and body in Russian, German or French beside the English, or removes them, each change one
 * transaction under the template's lock with its audit entry (the template's `update`, naming the
 * language); a save sent with the version it read (`If-Match`) is refused with 412 when someone
 * saved meanwhile. The console's list shows each template with the languages it has words in.
 */
import {
  LANGUAGE_NAMES_IN_ENGLISH,
  TEXT_LANGUAGES,
  type TemplateTextInput,
  type TemplateTexts,
  type TemplateTextsList,
  type TemplateTextView,
  type TextLanguage,
} from '#domain/schemas/guest-message-texts.ts';
import type { Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '../lib/edit-versions.ts';
import { nowOf } from '../lib/clock.ts';
import { notFound } from '../plugins/errors.ts';
import { appendAudit, messageTemplateTarget, type Actor } from '../staff/audit.ts';
import {
  deleteTemplateText,
  findTemplate,
  findTemplateText,
  listTemplates as listTemplateRows,
  listTemplateTexts,
  textsOfTemplate,
  upsertTemplateText,
  type TemplateRow,
  type TemplateTextRow,
} from './repository.ts';
import type { GuestMessageDeps } from './service.ts';

export const TEXT_CHANGED =
  'Someone else saved these words while you were changing them, so yours were not saved. Reload to see theirs, then make your changes again.';
const NO_SUCH_TEMPLATE = 'There is no message template with this id.';

const editedOf = (row: Pick<TemplateTextRow, 'subject' | 'body'>) => ({
  subject: row.subject,
  body: row.body,
});

export function templateTextView(row: TemplateTextRow): TemplateTextView {
  return {
    language: row.language,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(editedOf(row)),
  };
}

/** A template's words per language, in the order of `TEXT_LANGUAGES`. */
export function templateTexts(templateId: string, texts: TemplateTextRow[]): TemplateTexts {
  const mine = texts.filter((text) => text.templateId === templateId);
  return {
    id: templateId,
    texts: TEXT_LANGUAGES.flatMap((language) => {
      const text = mine.find((t) => t.language === language);
      return text ? [templateTextView(text)] : [];
    }),
    missingLanguages: TEXT_LANGUAGES.filter(
      (language) => !mine.some((t) => t.language === language),
    ),
  };
}

/** Every template's languages, in the templates' order (GET /message-templates/texts). */
export async function listTemplateTextsOf(deps: GuestMessageDeps): Promise<TemplateTextsList> {
  const [rows, texts] = await Promise.all([listTemplateRows(deps.db), listTemplateTexts(deps.db)]);
  return { templates: rows.map((row) => templateTexts(row.id, texts)) };
}

async function lockedTemplate(tx: Executor, id: string): Promise<TemplateRow> {
  const row = await findTemplate(tx, id, true);
  if (!row) throw notFound(NO_SUCH_TEMPLATE);
  return row;
}

/** Saves template `id`'s words in `language` (new, or in place of those it had). */
export async function saveTemplateText(
  deps: GuestMessageDeps,
  actor: Actor,
  id: string,
  language: TextLanguage,
  input: TemplateTextInput,
  expected: string[] | null = null,
): Promise<TemplateTexts> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const template = await lockedTemplate(tx, id);
    const before = await findTemplateText(tx, id, language);
    checkVersion(expected, versionOf(before ? editedOf(before) : null), TEXT_CHANGED);
    await upsertTemplateText(tx, { templateId: id, language, ...input, now });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message-template.update',
      target: messageTemplateTarget(id),
      before: { language, ...(before ? editedOf(before) : {}) },
      after: { language, ...input },
    });
    return templateTexts(template.id, await textsOfTemplate(tx, id));
  });
}

/** Removes template `id`'s words in `language`: guests booked in it get the English again. */
export async function removeTemplateText(
  deps: GuestMessageDeps,
  actor: Actor,
  id: string,
  language: TextLanguage,
): Promise<TemplateTexts> {
  return deps.db.transaction(async (tx) => {
    const template = await lockedTemplate(tx, id);
    const before = await findTemplateText(tx, id, language);
    if (!before) {
      throw notFound(
        `This message has no ${LANGUAGE_NAMES_IN_ENGLISH[language]} text: there is nothing to remove.`,
      );
    }
    await deleteTemplateText(tx, id, language);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'message-template.update',
      target: messageTemplateTarget(id),
      before: { language, ...editedOf(before) },
      after: { language, removed: true },
    });
    return templateTexts(template.id, await textsOfTemplate(tx, id));
  });
}
