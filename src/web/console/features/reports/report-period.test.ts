import { describe, expect, it } from 'vitest';
import { reportQuerySchema } from '#domain/schemas/report.ts';
import { lastWholeMonth, periodChoice, quarterChoices, yearChoices } from './report-period.ts';

const choiceAt = (query: string, today = '2027-04-15') =>
  periodChoice(new URLSearchParams(query), today);

describe("the Reports room's period", () => {
  it('opens on the last whole month, January reaching back into December', () => {
    expect(choiceAt('').period).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    expect(choiceAt('').month).toBe('2027-03');
    expect(lastWholeMonth('2027-01-01')).toBe('2026-12');
    expect(choiceAt('', '2028-03-09').period).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('builds each kind of period from the address, as the API takes it', () => {
    expect(choiceAt('period=month&month=2026-02').period).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(choiceAt('period=quarter&quarter=2026-Q4').period).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(choiceAt('period=quarter&quarter=2026-Q4').month).toBeNull();
    expect(choiceAt('period=year&year=2025').period).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    const dates = choiceAt('period=dates&from=2027-02-10&to=2027-03-05');
    expect(dates.period).toEqual({ from: '2027-02-10', to: '2027-03-05' });
    expect(dates.error).toBeNull();
    for (const query of ['', 'period=quarter', 'period=year', 'period=dates']) {
      expect(reportQuerySchema.safeParse(choiceAt(query).period).success).toBe(true);
    }
  });

  it('takes its quarter and year from the month shown when the kind changes', () => {
    expect(choiceAt('period=quarter&month=2026-08').quarter).toBe('2026-Q3');
    expect(choiceAt('period=year&month=2026-08').period.from).toBe('2026-01-01');
    expect(choiceAt('period=dates&month=2026-08').period).toEqual({
      from: '2026-08-01',
      to: '2026-08-31',
    });
  });

  it('starts a month from the quarter or year shown before', () => {
    expect(choiceAt('quarter=2026-Q3').month).toBe('2026-07');
    expect(choiceAt('quarter=2027-Q1').month).toBe('2027-03');
    expect(choiceAt('year=2025').month).toBe('2025-01');
    expect(choiceAt('from=2026-11-20&to=2027-01-03').month).toBe('2026-11');
  });

  it('falls back on values that are not one, and says why dates make no report', () => {
    expect(choiceAt('period=weekly&month=2027-13').period.from).toBe('2027-03-01');
    expect(choiceAt('period=quarter&quarter=2027-Q5').quarter).toBe('2027-Q1');
    expect(choiceAt('period=dates&from=2027-03-05&to=2027-03-01').error).toBe(
      'The last night must be on or after the first night',
    );
    expect(choiceAt('period=dates&from=2020-01-01&to=2027-03-01').error).toMatch(
      /at most 731 nights/,
    );
  });

  it('offers quarters up to the current one and six years', () => {
    expect(quarterChoices('2027-04-15').slice(0, 3)).toEqual(['2027-Q2', '2027-Q1', '2026-Q4']);
    expect(yearChoices('2027-04-15')).toEqual(['2027', '2026', '2025', '2024', '2023', '2022']);
  });
});
