/**
 * The words of a guest message's template (issue 27 §1, decision 091): the variables it may hold,
 * reading them in one pass (an unknown one named), filling them in for a booking, and the filled
 * words as an e-mail's paragraphs with their links. Pure; when a message goes out is
 * guest-messages.ts's.
 */
/**
 * The variables a template may hold, written `{name}` in its subject or text. Each has the words
 * the console's editor shows beside it and an example of what it becomes. Where a value can be
 * missing for a booking (no map position for the villa, a review already given), the message is
 * not sent and the team is told which one was empty (Airbnb's rule). Optional things a guest may
 * not have booked (a transfer, money still owed) have words for "none" instead, so the defaults
 * go out to every stay.
 */
export const MESSAGE_VARIABLES = [
  { name: 'first_name', label: "The guest's first name", example: 'Anna' },
  { name: 'villa', label: 'The villa', example: 'Villa Serenity' },
  { name: 'villa_location', label: 'Where the villa is', example: 'Unawatuna, Galle' },
  {
    name: 'map_link',
    label: 'A map of the villa (needs its map position)',
    example: 'https://www.openstreetmap.org/?mlat=6.01000&mlon=80.25000#map=16/6.01000/80.25000',
  },
  { name: 'check_in', label: 'The arrival day', example: 'Friday, March 12, 2027' },
  { name: 'check_out', label: 'The departure day', example: 'Wednesday, March 17, 2027' },
  { name: 'check_in_time', label: 'The check-in time', example: '2:00 PM' },
  { name: 'check_out_time', label: 'The check-out time', example: '12:00 PM' },
  { name: 'nights', label: 'The nights of the stay', example: '5 nights' },
  { name: 'reference', label: "The booking's reference", example: 'VB-7K3Q9P' },
  {
    name: 'transfer',
    label: 'The airport transfer, or that none is booked',
    example: 'Airport pickup on Friday, March 12, 2027, by van.',
  },
  {
    name: 'amount_due',
    label: 'What is still to pay',
    example: '$1,250.00',
  },
  {
    name: 'manage_link',
    label: "The guest's private link to their booking",
    example: 'https://villas.example/booking/…',
  },
  {
    name: 'review_link',
    label: 'A link to review this stay (once per stay)',
    example: 'https://villas.example/review/…',
  },
] as const;

export type MessageVariable = (typeof MESSAGE_VARIABLES)[number]['name'];

const VARIABLE_NAMES: ReadonlySet<string> = new Set(MESSAGE_VARIABLES.map((v) => v.name));

export const isMessageVariable = (name: string): name is MessageVariable =>
  VARIABLE_NAMES.has(name);

/** A name between braces longer than this is text that happens to hold braces, not a variable. */
const MAX_VARIABLE_LENGTH = 40;

/** A template's words read into text and the variables between them. */
export type TemplatePart = { text: string } | { variable: string };

/**
 * Reads `{name}` out of a template's words in one pass (linear time, no regular expression): a
 * brace closed on the same line within 40 characters is a variable, its name trimmed and
 * lower-cased; a lone brace stays text. Unknown names are kept as they were written, so the
 * caller can name them.
 */
export function parseTemplate(source: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  // Text runs from `textStart` to the next variable: sliced once, when the variable is found.
  let textStart = 0;
  let i = 0;
  for (;;) {
    const open = source.indexOf('{', i);
    if (open === -1) break;
    let close = -1;
    const limit = Math.min(source.length, open + 2 + MAX_VARIABLE_LENGTH);
    for (let j = open + 1; j < limit; j++) {
      const c = source[j];
      if (c === '}') {
        close = j;
        break;
      }
      if (c === '{' || c === '\n') break;
    }
    const name = close === -1 ? '' : source.slice(open + 1, close).trim();
    if (name === '') {
      i = open + 1;
      continue;
    }
    if (open > textStart) parts.push({ text: source.slice(textStart, open) });
    parts.push({ variable: isMessageVariable(name.toLowerCase()) ? name.toLowerCase() : name });
    i = close + 1;
    textStart = i;
  }
  if (textStart < source.length) parts.push({ text: source.slice(textStart) });
  return parts;
}

/** The variables a template's words name that the site does not know, each once, as written. */
export function unknownVariables(...sources: string[]): string[] {
  const unknown = new Set<string>();
  for (const source of sources) {
    for (const part of parseTemplate(source)) {
      if ('variable' in part && !isMessageVariable(part.variable)) unknown.add(part.variable);
    }
  }
  return [...unknown];
}

/** The sentence a 400 answers with: names every unknown variable and the ones there are. */
export function unknownVariablesMessage(field: string, names: string[]): string {
  const list = names.map((name) => `{${name}}`).join(', ');
  const known = MESSAGE_VARIABLES.map((v) => `{${v.name}}`).join(', ');
  return names.length === 1
    ? `${field} uses ${list}, which is not a variable the site knows. The variables are ${known}`
    : `${field} uses ${list}, which are not variables the site knows. The variables are ${known}`;
}

/**
 * A variable's value for one booking: words, a link (its words are what the text part and the
 * preview show), or null when the booking has none (the message is then not sent). The link's
 * type is the server's (a private link signed only when the e-mail is sent).
 */
export type MessageValue<L> = string | { link: L; text: string } | null;
export type MessageValues<L> = Record<MessageVariable, MessageValue<L>>;

/**
 * A filled template, in order: the owner's words (a string, whose web addresses become links), a
 * value as the booking holds it (`{ value }`: what a guest typed, such as a name, is never read for
 * addresses, issue 36 §4), and links.
 */
export type FilledPart<L> = string | { value: string } | { link: L; text: string };

export interface Filled<L> {
  parts: FilledPart<L>[];
  /** Variables the template uses whose value is empty for this booking, each once. */
  missing: MessageVariable[];
}

/** Puts a booking's values into a template's words. Unknown names stay as written. */
export function fillTemplate<L>(source: string, values: Partial<MessageValues<L>>): Filled<L> {
  const parts: FilledPart<L>[] = [];
  const missing = new Set<MessageVariable>();
  for (const part of parseTemplate(source)) {
    if ('text' in part) {
      parts.push(part.text);
      continue;
    }
    if (!isMessageVariable(part.variable)) {
      parts.push(`{${part.variable}}`);
      continue;
    }
    const value = values[part.variable];
    if (value === null || value === undefined || value === '') {
      missing.add(part.variable);
      parts.push('');
    } else {
      parts.push(typeof value === 'string' ? { value } : value);
    }
  }
  return { parts: joinText(parts), missing: [...missing] };
}

/** The owner's adjacent words as one string, so the mail reads them as one run of text. */
function joinText<L>(parts: FilledPart<L>[]): FilledPart<L>[] {
  const joined: FilledPart<L>[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (typeof part === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
  }
  return joined;
}

/** A filled template as plain text: links by their words. */
export const filledText = <L>(parts: FilledPart<L>[]) =>
  parts
    .map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : part.text))
    .join('');

/** The sentence for a message not sent because a value was empty. */
export function missingValuesReason(missing: MessageVariable[]): string {
  const list = missing.map((name) => `{${name}}`).join(', ');
  return missing.length === 1
    ? `Not sent: ${list} has no value for this booking.`
    : `Not sent: ${list} have no value for this booking.`;
}

// ---------------------------------------------------------------------------------------------
// The filled words as an e-mail's paragraphs

/** A run of words, or a link (typed in the template as an address, or a variable's). */
export type Run<L> = string | { link: L | string; text: string };
/** A paragraph's lines, each a list of runs. */
export type Paragraph<L> = Run<L>[][];

const URL_STARTS = ['https://', 'http://'];
/** Left off the end of an address typed in a sentence ("see https://x.example."). */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')', ']', "'", '"']);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === undefined;

/** Words with the web addresses in them made links, in one pass. */
function linkAddresses<L>(words: string): Run<L>[] {
  const runs: Run<L>[] = [];
  let start = 0;
  let i = 0;
  while (i < words.length) {
    const at = URL_STARTS.some((prefix) => words.startsWith(prefix, i)) && isSpace(words[i - 1]);
    if (!at) {
      i += 1;
      continue;
    }
    let end = i;
    while (!isSpace(words[end])) end += 1;
    while (end > i && TRAILING_PUNCTUATION.has(words[end - 1] ?? '')) end -= 1;
    const address = words.slice(i, end);
    if (URL_STARTS.some((prefix) => address.length > prefix.length && address.startsWith(prefix))) {
      if (i > start) runs.push(words.slice(start, i));
      const link: { link: string; text: string } = { link: address, text: address };
      runs.push(link);
      start = end;
    }
    i = Math.max(end, i + 1);
  }
  if (start < words.length) runs.push(words.slice(start));
  return runs;
}

/**
 * A filled template as paragraphs (a blank line between two) of lines (a single line break), with
 * every web address of the owner's words a link; a value's words stay words, addresses included.
 * Plain words stay words: whatever they hold is shown as text, never read as markup (the mail's
 * components escape it).
 */
export function toParagraphs<L>(parts: FilledPart<L>[]): Paragraph<L>[] {
  const paragraphs: Paragraph<L>[] = [];
  let paragraph: Paragraph<L> = [];
  let line: Run<L>[] = [];
  let blankLines = 0;
  const endLine = () => {
    if (line.length > 0) {
      if (blankLines > 0 && paragraph.length > 0) {
        paragraphs.push(paragraph);
        paragraph = [];
      }
      paragraph.push(line);
      blankLines = 0;
    } else if (paragraph.length > 0) {
      blankLines += 1;
    }
    line = [];
  };
  for (const part of parts) {
    if (typeof part !== 'string' && !('value' in part)) {
      line.push(part);
      continue;
    }
    const owners = typeof part === 'string';
    const lines = (owners ? part : part.value).split('\n');
    lines.forEach((words, index) => {
      if (index > 0) endLine();
      const trimmed = line.length === 0 ? words.trimStart() : words;
      if (trimmed.trim() !== '' || (line.length > 0 && trimmed !== '')) {
        for (const run of owners ? linkAddresses<L>(trimmed) : [trimmed]) {
          // A value between the owner's words reads as one run of text with them.
          const last = line[line.length - 1];
          if (typeof run === 'string' && typeof last === 'string')
            line[line.length - 1] = last + run;
          else line.push(run);
        }
      }
    });
  }
  endLine();
  if (paragraph.length > 0) paragraphs.push(paragraph);
  return paragraphs;
}
