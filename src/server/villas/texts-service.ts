/**
 * The villas' own words in Russian, German and French (issue 39 §1), written by the team in the
 * console beside the English, which stays on the villa itself: one language of one villa read and
 * saved at a time, and a summary of what each language still lacks. A save runs in one
 * transaction with its audit entry, under the villa's row lock; the route then drops the villa's
 * cached answers (console-routes.ts).
 */
import {
  englishOfAnswer,
  EMPTY_VILLA_TEXTS,
  missingVillaTexts,
  VILLA_TEXT_LANGUAGES,
  VILLA_TEXT_LISTS,
  type VillaEnglishAnswer,
  type VillaTextLanguage,
  type VillaTexts,
  type VillaTextsAnswer,
  type VillaTextsMissing,
} from '#domain/villa-texts.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';
import { appendAudit, villaTarget } from '../staff/audit.ts';
import type { Actor } from './console-service.ts';
import { findVillaWithCover, listVillasWithCover } from './console-repository.ts';
import type { VillaRow } from './repository.ts';
import {
  allVillaTexts,
  findVillaTexts,
  photosOfVillas,
  saveVillaTextsRow,
} from './texts-repository.ts';

const NOT_FOUND = 'There is no villa with this id. It may have been deleted or typed wrong.';

export const VILLA_TEXTS_CHANGED =
  "Someone else saved this villa's texts in this language while you were editing them, so your changes were not saved. Reload to see theirs, then make yours again.";

/** What the lists are called in messages. */
const LIST_NAMES: Record<(typeof VILLA_TEXT_LISTS)[number], string> = {
  highlights: 'highlights',
  included: 'things included',
  onRequest: 'services on request',
  amenities: 'amenities',
  houseRules: 'house rules',
};

type Photo = { id: string; src: string; alt: string };

function englishOf(row: VillaRow, photos: Photo[]): VillaEnglishAnswer {
  return {
    subtitle: row.subtitle,
    description: row.description,
    locationDescription: row.locationDescription,
    highlights: row.highlights,
    included: row.included.map((item) => item.label),
    onRequest: row.onRequest.map((item) => item.label),
    amenities: row.amenities,
    houseRules: row.houseRules.map((item) => item.rule),
    photos: photos.map(({ id, src, alt }) => ({ id, src, alt })),
  };
}

function answerOf(
  row: VillaRow,
  photos: Photo[],
  language: VillaTextLanguage,
  stored: VillaTexts | undefined,
): VillaTextsAnswer {
  const english = englishOf(row, photos);
  const texts = stored ?? EMPTY_VILLA_TEXTS;
  return {
    villaId: row.id,
    villaName: row.name,
    language,
    english,
    texts,
    missing: missingVillaTexts(englishOfAnswer(english), texts),
    version: versionOf(texts),
  };
}

async function villaRow(db: Executor, id: string, lock = false): Promise<VillaRow> {
  const row = await findVillaWithCover(db, id, lock);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The villa's texts in `language` (empty ones when none were written) beside its English. */
export async function getVillaTexts(
  db: Executor,
  id: string,
  language: VillaTextLanguage,
): Promise<VillaTextsAnswer> {
  const row = await villaRow(db, id);
  const [photos, stored] = await Promise.all([
    photosOfVillas(db, [id]),
    findVillaTexts(db, id, language),
  ]);
  return answerOf(row, photos, language, stored);
}

/**
 * Lists follow the English item by item: a list of another length would put a translation beside
 * the wrong thing. An empty list (nothing written yet) is taken.
 */
function listProblems(english: VillaEnglishAnswer, texts: VillaTexts) {
  return VILLA_TEXT_LISTS.flatMap((key) => {
    const count = english[key].length;
    const given = texts[key].length;
    if (given === 0 || given === count) return [];
    return [
      {
        path: key,
        message: `The villa has ${count} ${LIST_NAMES[key]} in English but ${given} were sent: give one for each, in their order.`,
      },
    ];
  });
}

/** The fields whose value a save changed, before and after: what the audit log keeps. */
function changes(before: VillaTexts, after: VillaTexts) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof VillaTexts)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      is[key] = after[key];
    }
  }
  return { was, is };
}

/**
 * Writes the villa's texts in `language` whole. Alts of photos the villa no longer has are
 * dropped (one may have been deleted while the texts were written). With `expected` (the
 * request's If-Match), nothing is written when someone saved this language meanwhile (decision
 * 055).
 */
export async function saveVillaTexts(
  db: Database,
  actor: Actor,
  id: string,
  language: VillaTextLanguage,
  body: VillaTexts,
  expected: string[] | null = null,
): Promise<VillaTextsAnswer> {
  return db.transaction(async (tx) => {
    const row = await villaRow(tx, id, true);
    const before = (await findVillaTexts(tx, id, language)) ?? EMPTY_VILLA_TEXTS;
    checkVersion(expected, versionOf(before), VILLA_TEXTS_CHANGED);
    const photos = await photosOfVillas(tx, [id]);
    const english = englishOf(row, photos);
    const problems = listProblems(english, body);
    if (problems.length > 0) {
      throw badRequest(problems.map((problem) => problem.message).join(' '), problems);
    }
    const known = new Set(photos.map((photo) => photo.id));
    const texts: VillaTexts = {
      ...body,
      photoAlts: Object.fromEntries(
        Object.entries(body.photoAlts).filter(([photoId]) => known.has(photoId)),
      ),
    };
    await saveVillaTextsRow(tx, id, language, texts);
    const { was, is } = changes(before, texts);
    // A villa's words, like its other edits: 'villa.update', the language saying which.
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.update',
      target: villaTarget(id),
      before: { language, ...was },
      after: { language, ...is },
    });
    return answerOf(row, photos, language, texts);
  });
}

/** Per language, every villa that lacks some text in it, in the site's order, with what it lacks. */
export async function missingTexts(db: Executor): Promise<VillaTextsMissing> {
  const [rows, photos, stored] = await Promise.all([
    listVillasWithCover(db),
    photosOfVillas(db),
    allVillaTexts(db),
  ]);
  const photosBy = new Map<string, Photo[]>();
  for (const photo of photos)
    photosBy.set(photo.villaId, [...(photosBy.get(photo.villaId) ?? []), photo]);
  const textsBy = new Map(
    stored.map((entry) => [`${entry.villaId}:${entry.language}`, entry.texts]),
  );
  return {
    languages: VILLA_TEXT_LANGUAGES.map((language) => {
      const villas = rows
        .map((row) => {
          const english = englishOfAnswer(englishOf(row, photosBy.get(row.id) ?? []));
          const missing = missingVillaTexts(english, textsBy.get(`${row.id}:${language}`));
          return { id: row.id, name: row.name, missing };
        })
        .filter((villa) => villa.missing.length > 0);
      const count = villas.reduce((sum, villa) => sum + villa.missing.length, 0);
      return { language, missing: count, villas };
    }),
  };
}
