import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, resortInstant } from './dates.ts';
import {
  arrivalNotReady,
  canMoveTurnover,
  compareTurnovers,
  departureOfBlock,
  nextArrivalOf,
  showsInRange,
  taskFollowingStay,
  TURNOVER_STATUSES,
  turnoverMoveRefusal,
  turnoverRangeDays,
  turnoverWindow,
  type TurnoverState,
} from './turnovers.ts';

const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2026-01-01', offset));
const status = fc.constantFrom(...TURNOVER_STATUSES);
const task: fc.Arbitrary<TurnoverState> = fc.record({
  departureOn: day,
  status,
  checked: fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 4 }),
  note: fc.option(fc.string({ maxLength: 10 })),
  startedAt: fc.option(fc.date({ noInvalidDate: true })),
  readyAt: fc.option(fc.date({ noInvalidDate: true })),
});

describe('when a turnover is due', () => {
  it('runs from the check-out to the next check-in, same day when they meet', () => {
    expect(turnoverWindow('2027-03-10', '2027-03-14')).toEqual({
      from: '2027-03-10',
      until: '2027-03-14',
      sameDay: false,
    });
    expect(turnoverWindow('2027-03-10', '2027-03-10').sameDay).toBe(true);
    expect(turnoverWindow('2027-03-10', null)).toEqual({
      from: '2027-03-10',
      until: null,
      sameDay: false,
    });
  });

  it('is due by the first check-in on or after the departure, or open-ended', () => {
    const arrivals = ['2027-03-01', '2027-03-20', '2027-03-10', '2027-03-12'];
    expect(nextArrivalOf('2027-03-10', arrivals)).toBe('2027-03-10');
    expect(nextArrivalOf('2027-03-11', arrivals)).toBe('2027-03-12');
    expect(nextArrivalOf('2027-03-21', arrivals)).toBeNull();
    expect(nextArrivalOf('2027-03-21', [])).toBeNull();
  });

  it('never names an arrival before the departure, and none later than the first', () => {
    fc.assert(
      fc.property(day, fc.array(day, { maxLength: 8 }), (departure, arrivals) => {
        const next = nextArrivalOf(departure, arrivals);
        const after = arrivals.filter((a) => a >= departure);
        if (after.length === 0) return next === null;
        return next !== null && next >= departure && after.every((a) => a >= next);
      }),
    );
  });

  it('follows an imported block the day after its last night', () => {
    expect(departureOfBlock('2027-03-09')).toBe('2027-03-10');
    expect(departureOfBlock('2027-12-31')).toBe('2028-01-01');
  });
});

describe('status moves', () => {
  it('lets housekeeping start, finish and report', () => {
    expect(canMoveTurnover('open', 'started')).toBe(true);
    expect(canMoveTurnover('started', 'ready')).toBe(true);
    expect(canMoveTurnover('open', 'ready')).toBe(true);
    expect(canMoveTurnover('started', 'problem')).toBe(true);
    expect(canMoveTurnover('problem', 'ready')).toBe(true);
    expect(canMoveTurnover('ready', 'started')).toBe(true);
    expect(canMoveTurnover('ready', 'ready')).toBe(true);
  });

  it('refuses a move back to open once ready, and any move of a cancelled task', () => {
    expect(canMoveTurnover('ready', 'open')).toBe(false);
    expect(canMoveTurnover('problem', 'open')).toBe(false);
    expect(turnoverMoveRefusal('ready', 'open')).toBe(
      'A turnover that is ready cannot be marked open.',
    );
    for (const to of TURNOVER_STATUSES) {
      expect(canMoveTurnover('cancelled', to)).toBe(false);
      expect(turnoverMoveRefusal('cancelled', to)).toMatch(/cancelled with its stay/);
    }
    expect(turnoverMoveRefusal('open', 'started')).toBeNull();
  });

  it('never lets a person cancel a task', () => {
    fc.assert(
      fc.property(status, (from) => from === 'cancelled' || !canMoveTurnover(from, 'cancelled')),
    );
  });
});

describe('a task follows its stay', () => {
  it('is made when the stay is confirmed, and not for a stay that does not happen', () => {
    expect(taskFollowingStay(null, { departureOn: '2027-03-10', active: true })).toEqual({
      departureOn: '2027-03-10',
      status: 'open',
      checked: [],
      note: null,
      startedAt: null,
      readyAt: null,
    });
    expect(taskFollowingStay(null, { departureOn: '2027-03-10', active: false })).toBeNull();
  });

  it('keeps the ticks when the stay changed but not its check-out', () => {
    const started: TurnoverState = {
      departureOn: '2027-03-10',
      status: 'started',
      checked: ['Towels'],
      note: null,
      startedAt: new Date('2027-03-10T06:00:00Z'),
      readyAt: null,
    };
    expect(taskFollowingStay(started, { departureOn: '2027-03-10', active: true })).toBe(started);
  });

  it('a moved stay moves its task to the new check-out, begun again', () => {
    fc.assert(
      fc.property(task, day, (before, departureOn) => {
        const after = taskFollowingStay(before, { departureOn, active: true });
        if (after === null || after.departureOn !== departureOn) return false;
        if (after.status === 'cancelled') return false;
        const moved = before.departureOn !== departureOn || before.status === 'cancelled';
        return moved ? after.status === 'open' && after.checked.length === 0 : after === before;
      }),
    );
  });

  it('cancelling leaves no open task', () => {
    fc.assert(
      fc.property(fc.option(task), day, (before, departureOn) => {
        const after = taskFollowingStay(before, { departureOn, active: false });
        return before === null ? after === null : after?.status === 'cancelled';
      }),
    );
  });

  it('following the same stay twice changes nothing more (never made twice)', () => {
    fc.assert(
      fc.property(fc.option(task), day, fc.boolean(), (before, departureOn, active) => {
        const once = taskFollowingStay(before, { departureOn, active });
        const twice = taskFollowingStay(once, { departureOn, active });
        return JSON.stringify(once) === JSON.stringify(twice);
      }),
    );
  });
});

describe('the housekeeping lists', () => {
  const today = '2027-03-10';

  it('spans today, tomorrow or the seven days from today', () => {
    expect(turnoverRangeDays('today', today)).toEqual({ from: today, to: today });
    expect(turnoverRangeDays('tomorrow', today)).toEqual({ from: '2027-03-11', to: '2027-03-11' });
    expect(turnoverRangeDays('week', today)).toEqual({ from: today, to: '2027-03-16' });
  });

  it('shows the departures of the range, never a cancelled task', () => {
    const days = turnoverRangeDays('week', today);
    expect(
      showsInRange({ departureOn: today, status: 'open', nextArrivalOn: null }, days, today),
    ).toBe(true);
    expect(
      showsInRange(
        { departureOn: '2027-03-16', status: 'ready', nextArrivalOn: null },
        days,
        today,
      ),
    ).toBe(true);
    expect(
      showsInRange({ departureOn: '2027-03-17', status: 'open', nextArrivalOn: null }, days, today),
    ).toBe(false);
    expect(
      showsInRange({ departureOn: today, status: 'cancelled', nextArrivalOn: null }, days, today),
    ).toBe(false);
  });

  it("carries yesterday's unfinished work into today until the next guest has come", () => {
    const days = turnoverRangeDays('today', today);
    const yesterday = '2027-03-09';
    expect(
      showsInRange({ departureOn: yesterday, status: 'open', nextArrivalOn: today }, days, today),
    ).toBe(true);
    expect(
      showsInRange({ departureOn: yesterday, status: 'problem', nextArrivalOn: null }, days, today),
    ).toBe(true);
    expect(
      showsInRange({ departureOn: yesterday, status: 'ready', nextArrivalOn: null }, days, today),
    ).toBe(false);
    expect(
      showsInRange(
        { departureOn: '2027-03-05', status: 'open', nextArrivalOn: yesterday },
        days,
        today,
      ),
    ).toBe(false);
    // Tomorrow's list holds tomorrow's departures only.
    expect(
      showsInRange(
        { departureOn: yesterday, status: 'open', nextArrivalOn: null },
        turnoverRangeDays('tomorrow', today),
        today,
      ),
    ).toBe(false);
  });

  it('puts a same-day turnover first within its day', () => {
    const rows = [
      { departureOn: '2027-03-11', sameDay: false, villaName: 'A' },
      { departureOn: '2027-03-10', sameDay: false, villaName: 'B' },
      { departureOn: '2027-03-10', sameDay: true, villaName: 'C' },
      { departureOn: '2027-03-10', sameDay: false, villaName: 'A' },
    ];
    expect(rows.sort(compareTurnovers).map((r) => r.villaName)).toEqual(['C', 'A', 'B', 'A']);
  });
});

describe("Today's warning: an arrival whose villa is not ready", () => {
  const today = '2027-03-10';
  const morning = resortInstant(today, 9);
  const evening = resortInstant(today, 18);

  it('warns of an arrival today until its villa is ready', () => {
    expect(arrivalNotReady(today, 'open', today, morning)).toBe(true);
    expect(arrivalNotReady(today, 'problem', today, morning)).toBe(true);
    expect(arrivalNotReady(today, 'ready', today, morning)).toBe(false);
  });

  it("warns of tomorrow's arrival from the evening before", () => {
    expect(arrivalNotReady('2027-03-11', 'started', today, morning)).toBe(false);
    expect(arrivalNotReady('2027-03-11', 'started', today, evening)).toBe(true);
    expect(arrivalNotReady('2027-03-11', 'ready', today, evening)).toBe(false);
  });

  it('says nothing of arrivals further ahead or gone', () => {
    expect(arrivalNotReady('2027-03-12', 'open', today, evening)).toBe(false);
    expect(arrivalNotReady('2027-03-09', 'open', today, evening)).toBe(false);
  });
});
