import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#domain/languages.ts';
import { messageProblems } from '#scripts/i18n-check.ts';

describe('the languages’ messages', () => {
  it('are complete: every message in every language, with its placeholders and plural forms', () => {
    expect(messageProblems()).toEqual([]);
  });

  describe('a change that leaves a language incomplete is named', () => {
    let copy = '';
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    /** A copy of the project's settings and the shell's messages, changed by `edit`. */
    function projectWith(edit: (messages: Record<string, Record<string, unknown>>) => void) {
      copy = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
      mkdirSync(path.join(copy, 'project.inlang'));
      mkdirSync(path.join(copy, 'messages'));
      cpSync('project.inlang/settings.json', path.join(copy, 'project.inlang/settings.json'));
      const settingsFile = path.join(copy, 'project.inlang/settings.json');
      const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as {
        'plugin.inlang.messageFormat': { pathPattern: string[] };
      };
      const pattern = './messages/{locale}.json';
      settings['plugin.inlang.messageFormat'].pathPattern = [pattern];
      writeFileSync(settingsFile, JSON.stringify(settings));
      const messages: Record<string, Record<string, unknown>> = {
        en: { stay_nights: nights('{count} night', '{count} nights'), book: 'Book' },
        ru: {
          stay_nights: nights('{count} ночь', '{count} ночи', '{count} ночей'),
          book: 'Забронировать',
        },
        de: { stay_nights: nights('{count} Nacht', '{count} Nächte'), book: 'Buchen' },
        fr: {
          stay_nights: nights('{count} nuit', '{count} nuits', '{count} nuits'),
          book: 'Réserver',
        },
      };
      edit(messages);
      for (const [locale, content] of Object.entries(messages)) {
        writeFileSync(
          path.join(copy, pattern.replace('{locale}', locale)),
          JSON.stringify(content),
        );
      }
      return copy;
    }

    it('passes when complete', () => {
      expect(messageProblems(projectWith(() => undefined))).toEqual([]);
    });

    it('a message missing in one language', () => {
      const root = projectWith((messages) => delete messages.de?.book);
      expect(messageProblems(root)).toEqual(['messages/de.json: book is missing']);
    });

    it('a message English does not have', () => {
      const root = projectWith((messages) =>
        Object.assign(messages.fr ?? {}, { extra: 'En trop' }),
      );
      expect(messageProblems(root)).toEqual(['messages/fr.json: extra is not an English message']);
    });

    it('a placeholder lost in translation', () => {
      const lost = projectWith((messages) =>
        Object.assign(messages.de ?? {}, { book: 'Buchen {x}' }),
      );
      expect(messageProblems(lost)).toEqual([
        'messages/de.json: book has placeholders {x}, English {}',
      ]);
    });

    it('a plural without the forms its language needs (Russian few and many)', () => {
      const root = projectWith((messages) =>
        Object.assign(messages.ru ?? {}, { stay_nights: nights('{count} ночь', '{count} ночей') }),
      );
      expect(messageProblems(root)).toEqual([
        'messages/ru.json: stay_nights lacks the plural forms few, many',
      ]);
    });
  });

  describe('the server’s messages (decision 130)', () => {
    let copy = '';
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    it('are in the same four languages as the site’s', () => {
      const read = (file: string) =>
        (JSON.parse(readFileSync(file, 'utf8')) as { locales: string[] }).locales;
      expect(read('src/server/i18n/project.inlang/settings.json')).toEqual([...LANGUAGES]);
      expect(read('project.inlang/settings.json')).toEqual([...LANGUAGES]);
    });

    it('are checked too, their files named from the project’s own folder', () => {
      copy = mkdtempSync(path.join(tmpdir(), 'i18n-check-server-'));
      const project = path.join(copy, 'src/server/i18n');
      mkdirSync(path.join(project, 'project.inlang'), { recursive: true });
      mkdirSync(path.join(project, 'messages'));
      cpSync(
        'src/server/i18n/project.inlang/settings.json',
        path.join(project, 'project.inlang/settings.json'),
      );
      const messages: Record<string, Record<string, string>> = {
        en: { mail_hello: 'Dear {name},' },
        ru: { mail_hello: 'Уважаемый(-ая) {name},' },
        de: { mail_hello: 'Guten Tag {name},' },
        fr: {},
      };
      for (const [locale, content] of Object.entries(messages)) {
        writeFileSync(path.join(project, `messages/${locale}.json`), JSON.stringify(content));
      }
      expect(messageProblems(copy)).toEqual([
        'src/server/i18n/messages/fr.json: mail_hello is missing',
      ]);
    });
  });
});

/** A plural message in inlang's format: one, other, and (given) many and few. */
function nights(one: string, other: string, many?: string) {
  const match: Record<string, string> = { 'count=one': one, 'count=other': other };
  if (many) {
    match['count=many'] = many;
    match['count=few'] = other;
  }
  return [
    { declarations: ['input count', 'local count = count: plural'], selectors: ['count'], match },
  ];
}
