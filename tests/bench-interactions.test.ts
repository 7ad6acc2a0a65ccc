import { describe, expect, it } from 'vitest';
import { flatPricing } from '#domain/pricing.ts';
import {
  chooseStay,
  interactionChecks,
  summarise,
  worstEvent,
  type InteractionResult,
} from '#scripts/bench/interactions.ts';

describe("the bench's taps on the booking panel", () => {
  it('picks a stay next month that the calendar lets a guest pick and the rules accept', () => {
    const rules = { today: '2026-11-27', blocked: [] };
    expect(chooseStay(rules)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-05' });

    // Blocked from the 1st to the 3rd: the stay starts on the 4th; one ending in the block fails.
    const blocked = [{ startDate: '2026-12-01', endDate: '2026-12-03' }];
    expect(chooseStay({ ...rules, blocked })).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-08',
    });

    // Saturdays only, at least 7 nights: the first Saturday of December, for a week.
    const stays = { ...flatPricing(45_000, 7), checkInDays: [6] as const };
    expect(chooseStay({ ...rules, stays })).toEqual({
      checkIn: '2026-12-05',
      checkOut: '2026-12-12',
    });

    // A month blocked whole has no stay to pick.
    const december = [{ startDate: '2026-12-01', endDate: '2026-12-31' }];
    expect(chooseStay({ ...rules, blocked: december })).toBeNull();
  });

  it("counts an interaction's worst event, and none below the threshold as 0", () => {
    expect(
      worstEvent([
        { name: 'pointerdown', duration: 48, interactionId: 7 },
        { name: 'click', duration: 120, interactionId: 7 },
        // Not an interaction (no id): INP leaves it out.
        { name: 'mouseover', duration: 300, interactionId: 0 },
      ]),
    ).toBe(120);
    expect(worstEvent([])).toBe(0);
  });

  it('holds the median of the runs of each interaction to the budget', () => {
    const run = (ms: number) => ({
      'open the calendar': ms,
      'next month': ms,
      'pick check-in': ms,
      'pick check-out': ms * 2,
      'add an adult': ms,
      'open the booking modal': ms,
    });
    const interactions = summarise([run(40), run(64), run(48)]);
    expect(interactions.find((i) => i.name === 'pick check-out')).toEqual({
      name: 'pick check-out',
      runsMs: [80, 128, 96],
      medianMs: 96,
    });
    const result: InteractionResult = {
      page: '/villa/x',
      stay: { checkIn: '2026-12-01', checkOut: '2026-12-05' },
      interactions: summarise([run(40), run(64), run(56)]),
    };
    const checks = interactionChecks(result);
    expect(checks).toHaveLength(6);
    expect(checks.filter((c) => !c.pass).map((c) => c.name)).toEqual([
      'INP pick check-out (/villa/x)',
    ]);
    expect(interactionChecks(null)).toEqual([]);
  });
});
