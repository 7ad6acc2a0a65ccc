/**
 * The languages' messages are complete (issue 39 §4, decision 129): every message file has the
 * same messages in every language, each with the same placeholders, and every plural has the forms
 * its language needs (CLDR's, through Intl.PluralRules: Russian one, few, many; French one, many).
 * Paraglide itself would compile a missing translation as the English text: this check fails the
 * build (vite.config.ts) and the tests instead. It reads both Paraglide projects: the site's
 * (project.inlang) and the server's, for the guest's e-mails (src/server/i18n, decision 130).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Settings {
  locales: string[];
  baseLocale: string;
  'plugin.inlang.messageFormat': { pathPattern: string[] };
}

/** A message as inlang's message format writes it: text, or variants chosen by plural. */
type Message =
  string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];

const PLACEHOLDER = /\{(\w+)\}/g;

const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((found) => found[1] ?? ''))].sort();

/** The texts of a message: itself, or each variant's. */
const textsOf = (message: Message): string[] =>
  typeof message === 'string'
    ? [message]
    : message.flatMap((variant) => Object.values(variant.match));

function readMessages(file: string): Record<string, Message> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    Message
  >;
  return messages;
}

/** The Paraglide projects, each with its own messages: the site's and the server's. */
export const MESSAGE_PROJECTS = ['project.inlang', 'src/server/i18n/project.inlang'];

/** The problems found, each in a sentence naming the file and the message; none when complete. */
export function messageProblems(root = process.cwd()): string[] {
  return MESSAGE_PROJECTS.filter((project) =>
    existsSync(path.join(root, project, 'settings.json')),
  ).flatMap((project) => projectProblems(root, project));
}

function projectProblems(root: string, project: string): string[] {
  const settings = JSON.parse(
    readFileSync(path.join(root, project, 'settings.json'), 'utf8'),
  ) as Settings;
  // inlang reads a project's paths from the folder that holds it.
  const folder = path.join(root, path.dirname(project));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    const fileOf = (locale: string) => path.join(folder, pattern.replace('{locale}', locale));
    const base = readMessages(fileOf(settings.baseLocale));
    for (const key of Object.keys(base)) {
      const other = seen.get(key);
      if (other) problems.push(`${key} is in both ${other} and ${pattern}`);
      seen.set(key, pattern);
    }
    for (const locale of settings.locales) {
      const file = path.relative(root, fileOf(locale));
      const messages = readMessages(fileOf(locale));
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of Object.keys(messages)) {
        if (!(key in base)) problems.push(`${file}: ${key} is not an English message`);
      }
      for (const [key, english] of Object.entries(base)) {
        const message = messages[key];
        if (message === undefined) {
          problems.push(`${file}: ${key} is missing`);
          continue;
        }
        const texts = textsOf(message);
        if (texts.some((text) => text.trim() === '')) problems.push(`${file}: ${key} is empty`);
        const expected = placeholdersOf(textsOf(english).join(' ')).join(', ');
        const found = placeholdersOf(texts.join(' ')).join(', ');
        if (found !== expected) {
          problems.push(`${file}: ${key} has placeholders {${found}}, English {${expected}}`);
        }
        if (typeof message !== 'string') {
          for (const variant of message) {
            const forms = new Set(Object.keys(variant.match).map((match) => match.split('=')[1]));
            const missing = categories.filter((category) => !forms.has(category));
            if (missing.length > 0) {
              problems.push(`${file}: ${key} lacks the plural forms ${missing.join(', ')}`);
            }
          }
        }
      }
    }
  }
  return problems;
}
