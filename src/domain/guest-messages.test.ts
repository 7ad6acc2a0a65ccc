import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, resortInstant } from './dates.ts';
import {
  messageDueAt,
  planMessage,
  planSchedule,
  type ExistingMessage,
  type MessageTiming,
  type ScheduleTemplate,
} from './guest-messages.ts';
import {
  fillTemplate,
  filledText,
  MESSAGE_VARIABLES,
  parseTemplate,
  toParagraphs,
  unknownVariables,
  unknownVariablesMessage,
} from './message-words.ts';

const WEEK_BEFORE: MessageTiming = {
  trigger: 'before_arrival',
  offsetDays: 7,
  sendHour: 9,
  whenLate: 'send',
};
const STAY = { checkIn: '2027-03-12', checkOut: '2027-03-17' };
const CONFIRMED_AT = new Date('2027-01-10T06:00:00Z');

describe('reading a template', () => {
  it('finds the variables between braces, loosely written, and leaves other braces as text', () => {
    expect(parseTemplate('Dear {first_name}, { Villa } {x')).toEqual([
      { text: 'Dear ' },
      { variable: 'first_name' },
      { text: ', ' },
      { variable: 'villa' },
      { text: ' {x' },
    ]);
    expect(parseTemplate('{}{{nights}}')).toEqual([
      { text: '{}{' },
      { variable: 'nights' },
      { text: '}' },
    ]);
    // A brace closed on another line, or 40 characters on, is not a variable.
    expect(parseTemplate('{first\nname}')).toEqual([{ text: '{first\nname}' }]);
    expect(parseTemplate(`{${'a'.repeat(41)}}`)).toEqual([{ text: `{${'a'.repeat(41)}}` }]);
  });

  it('names each unknown variable once, as written', () => {
    expect(unknownVariables('{first_name} {Room} {room}', '{Room} {wifi}')).toEqual([
      'Room',
      'room',
      'wifi',
    ]);
    expect(unknownVariables(MESSAGE_VARIABLES.map((v) => `{${v.name}}`).join(' '))).toEqual([]);
    expect(unknownVariablesMessage('The message', ['wifi'])).toMatch(
      /^The message uses \{wifi\}, which is not a variable the site knows\. The variables are \{first_name\}/,
    );
  });

  it('reads a megabyte of the worst case in linear time', () => {
    const worst = '{'.repeat(500_000) + '{a'.repeat(250_000);
    const started = performance.now();
    parseTemplate(worst);
    unknownVariables(`{${'x'.repeat(39)}`.repeat(25_000));
    // A generous bound: quadratic work on this input takes minutes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

/** A link as the filled words hold it. */
const linkRun = (link: string, text = link): { link: string; text: string } => ({ link, text });

describe('filling a template', () => {
  it('puts the values in and lists the empty ones', () => {
    const filled = fillTemplate<string>('Hi {first_name}, map: {map_link}. {first_name}!', {
      first_name: 'Anna',
      map_link: null,
    });
    expect(filledText(filled.parts)).toBe('Hi Anna, map: . Anna!');
    expect(filled.missing).toEqual(['map_link']);
  });

  it('makes paragraphs of blank lines, lines of line breaks, and links of web addresses', () => {
    const filled = fillTemplate<string>(
      'Dear {first_name},\n\n<b>Come</b> early.\nSee https://example.com/a?b=1. Or {manage_link}\n\n\n  Bye',
      { first_name: 'Anna', manage_link: { link: 'private', text: 'your page' } },
    );
    expect(toParagraphs(filled.parts)).toEqual([
      [['Dear Anna,']],
      [
        ['<b>Come</b> early.'],
        ['See ', linkRun('https://example.com/a?b=1'), '. Or ', linkRun('private', 'your page')],
      ],
      [['Bye']],
    ]);
  });

  it("links the owner's addresses only: what a guest typed stays words (issue 36 §4)", () => {
    for (const name of ['https://evil.example/phish', '<a href=https://evil.example/phish>']) {
      const filled = fillTemplate<string>('Dear {first_name}\nSee https://villas.example/map', {
        first_name: name,
      });
      expect(toParagraphs(filled.parts)).toEqual([
        [[`Dear ${name}`], ['See ', linkRun('https://villas.example/map')]],
      ]);
      expect(filledText(filled.parts)).toBe(`Dear ${name}\nSee https://villas.example/map`);
    }
  });

  it('links only addresses that start a word, and not a bare scheme', () => {
    expect(toParagraphs(['xhttps://a.example and https:// and (https://b.example)'])).toEqual([
      [['xhttps://a.example and https:// and (https://b.example)']],
    ]);
  });
});

describe('when a message is due', () => {
  it('is at the send hour in Sri Lanka, N days before arrival or after departure', () => {
    expect(messageDueAt(WEEK_BEFORE, STAY, CONFIRMED_AT).toISOString()).toBe(
      '2027-03-05T03:30:00.000Z',
    );
    expect(
      messageDueAt(
        { trigger: 'after_departure', offsetDays: 1, sendHour: 10, whenLate: 'skip' },
        STAY,
        CONFIRMED_AT,
      ).toISOString(),
    ).toBe('2027-03-18T04:30:00.000Z');
    expect(
      messageDueAt({ ...WEEK_BEFORE, trigger: 'confirmed' }, STAY, CONFIRMED_AT).toISOString(),
    ).toBe(CONFIRMED_AT.toISOString());
  });

  it('goes at once, or is skipped, for a stay confirmed inside the offset', () => {
    const late = new Date('2027-03-08T00:00:00Z');
    expect(planMessage(WEEK_BEFORE, STAY, late, late)).toEqual({
      status: 'scheduled',
      dueAt: late,
    });
    const skipped = planMessage({ ...WEEK_BEFORE, whenLate: 'skip' }, STAY, late, late);
    expect(skipped).toMatchObject({ status: 'skipped' });
    expect('reason' in skipped && skipped.reason).toContain('7 days before arrival');
  });
});

const templates: ScheduleTemplate[] = [
  { id: 'c', trigger: 'confirmed', offsetDays: 0, sendHour: 9, whenLate: 'send', enabled: true },
  { id: 'w', ...WEEK_BEFORE, enabled: true },
  {
    id: 'd',
    trigger: 'before_arrival',
    offsetDays: 1,
    sendHour: 10,
    whenLate: 'skip',
    enabled: true,
  },
  {
    id: 'a',
    trigger: 'after_departure',
    offsetDays: 1,
    sendHour: 10,
    whenLate: 'skip',
    enabled: true,
  },
  { id: 'off', ...WEEK_BEFORE, enabled: false },
];

/** The rows after applying a plan. */
function applied(existing: ExistingMessage[], changes: ReturnType<typeof planSchedule>) {
  const rows = new Map(existing.map((m) => [m.templateId, m]));
  for (const change of changes) rows.set(change.templateId, change);
  return [...rows.values()];
}

const stayArb = fc
  .record({
    startOffset: fc.integer({ min: 0, max: 400 }),
    nights: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ startOffset, nights }) => {
    const checkIn = addDays('2027-01-01', startOffset);
    return { checkIn, checkOut: addDays(checkIn, nights) };
  });
const confirmedAt = resortInstant('2026-12-01', 12);

describe('a booking’s schedule', () => {
  it('has one message per enabled template once confirmed, none for a turned-off one', () => {
    const changes = planSchedule(
      { status: 'CONFIRMED', ...STAY, confirmedAt: CONFIRMED_AT },
      templates,
      [],
      CONFIRMED_AT,
    );
    expect(changes.map((c) => c.templateId)).toEqual(['c', 'w', 'd', 'a']);
    expect(changes.every((c) => c.isNew && c.status === 'scheduled')).toBe(true);
  });

  it('property: a moved stay moves each waiting message by the same days', () => {
    fc.assert(
      fc.property(stayArb, fc.integer({ min: -20, max: 60 }), (stay, shift) => {
        const now = confirmedAt;
        const booking = { status: 'CONFIRMED', confirmedAt, ...stay };
        const first = applied([], planSchedule(booking, templates, [], now));
        const moved = {
          ...booking,
          checkIn: addDays(stay.checkIn, shift),
          checkOut: addDays(stay.checkOut, shift),
        };
        const after = applied(first, planSchedule(moved, templates, first, now));
        for (const before of first) {
          const now2 = after.find((m) => m.templateId === before.templateId);
          if (!now2 || before.status !== 'scheduled') continue;
          if (before.templateId === 'c') {
            expect(now2.dueAt).toEqual(before.dueAt);
            continue;
          }
          const wanted = before.dueAt.getTime() + shift * 86_400_000;
          if (wanted > now.getTime()) {
            expect(now2).toMatchObject({ status: 'scheduled' });
            expect(now2.dueAt.getTime()).toBe(wanted);
          } else {
            // Moved past its time: at once, or skipped, as the template says.
            expect(now2.status === 'skipped' || now2.dueAt.getTime() === now.getTime()).toBe(true);
          }
        }
      }),
    );
  });

  it('property: cancelling leaves nothing scheduled, and keeps what was sent', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.array(fc.constantFrom('scheduled', 'sent', 'skipped', 'cancelled' as const), {
          minLength: 4,
          maxLength: 4,
        }),
        fc.constantFrom('CANCELLED', 'DECLINED', 'EXPIRED'),
        (stay, statuses, status) => {
          const existing: ExistingMessage[] = ['c', 'w', 'd', 'a'].map((templateId, i) => ({
            templateId,
            status: statuses[i] ?? 'scheduled',
            dueAt: confirmedAt,
          }));
          const booking = { status, confirmedAt, ...stay };
          const after = applied(existing, planSchedule(booking, templates, existing, confirmedAt));
          expect(after.filter((m) => m.status === 'scheduled')).toEqual([]);
          expect(after.filter((m) => m.status === 'sent')).toHaveLength(
            statuses.filter((s) => s === 'sent').length,
          );
        },
      ),
    );
  });

  it('a template turned on later makes messages only where its time is still ahead', () => {
    const booking = { status: 'CONFIRMED', ...STAY, confirmedAt: CONFIRMED_AT };
    const now = new Date('2027-03-10T00:00:00Z');
    const changes = planSchedule(booking, templates, [], now, { newOnly: 'future' });
    // The confirmation and the week before have passed; the day before and after are ahead.
    expect(changes.map((c) => c.templateId)).toEqual(['d', 'a']);
  });
});
