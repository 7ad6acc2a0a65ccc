import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximateFigure,
  checkMargin,
  checkRate,
  convertCents,
  convertToWholeUnits,
  isRateStale,
  rateAgeDays,
  rateBand,
  rateWithMargin,
  readRateFeed,
  SHOWN_CURRENCIES,
  type ShownCurrency,
} from './currency.ts';

const accepted = (currency: ShownCurrency, input: unknown) => {
  const checked = checkRate(currency, input);
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
};
const refusal = (currency: ShownCurrency, input: unknown) => {
  const checked = checkRate(currency, input);
  return checked.ok ? null : checked.message;
};

describe('a rate', () => {
  it('is kept as the exact decimal it was written as, from text or a JSON number', () => {
    expect(accepted('EUR', '0.92')).toBe('0.92');
    expect(accepted('EUR', 0.92)).toBe('0.92');
    expect(accepted('RUB', '90.000')).toBe('90');
    expect(accepted('INR', 83.4521)).toBe('83.4521');
    // Ten decimal places at most, rounded half to even.
    expect(accepted('EUR', '0.921538612345')).toBe('0.9215386123');
    expect(accepted('EUR', '0.92000000005')).toBe('0.92');
  });

  it('refuses zero, a negative, text that is no number, and an absurd value, in words', () => {
    expect(refusal('EUR', 0)).toMatch(/^The rate for EUR cannot be zero/);
    expect(refusal('EUR', '0.00')).toMatch(/cannot be zero/);
    expect(refusal('EUR', -0.92)).toMatch(/^The rate for EUR cannot be negative/);
    expect(refusal('EUR', '-1')).toMatch(/cannot be negative/);
    for (const bad of ['abc', '0,92', '1e3', ' 0.92', '.5', '5.', Number.NaN, Infinity, {}, true]) {
      expect(refusal('EUR', bad), JSON.stringify(bad)).toMatch(/must be a number such as 0\.92/);
    }
    expect(refusal('EUR', '')).toMatch(/is missing/);
    // A decimal point one place off is refused, with the band the site takes.
    expect(refusal('EUR', 9.2)).toBe(
      'A rate of 9.2 euros to the dollar is far from the usual (about 0.92): the site takes 0.184 to 4.6. Check the decimal point.',
    );
    expect(refusal('RUB', 9)).toMatch(/far from the usual \(about 90\)/);
    expect(refusal('INR', 1e-9)).toMatch(/must be a number/);
  });

  it('takes its band from a fifth to five times the reference, ends included', () => {
    expect(rateBand('RUB')).toEqual({ low: '18', high: '450' });
    expect(accepted('RUB', '18')).toBe('18');
    expect(accepted('RUB', '450')).toBe('450');
    expect(refusal('RUB', '17.9999999999')).not.toBeNull();
    expect(refusal('RUB', '450.0000000001')).not.toBeNull();
  });
});

describe('the margin', () => {
  it('takes 0 to 10 percent with two decimals, and nothing for none', () => {
    expect(checkMargin(2.5)).toEqual({ ok: true, value: '2.5' });
    expect(checkMargin('10')).toEqual({ ok: true, value: '10' });
    expect(checkMargin(undefined)).toEqual({ ok: true, value: '0' });
    const refused = (input: unknown) => {
      const checked = checkMargin(input);
      return checked.ok ? null : checked.message;
    };
    expect(refused(-1)).toBe('The margin cannot be negative: give one from 0 to 10 percent.');
    expect(refused(10.01)).toMatch(/^A margin of 10\.01 percent is too high/);
    expect(refused(2.125)).toMatch(/at most 2 decimals/);
    expect(refused('x')).toMatch(/must be a number of percent/);
  });

  it('is multiplied into the rate exactly, once', () => {
    expect(rateWithMargin('0.92', '0')).toBe('0.92');
    expect(rateWithMargin('0.92', '2.5')).toBe('0.943');
    expect(rateWithMargin('83.4521', '10')).toBe('91.79731');
  });
});

describe('converting', () => {
  it('rounds once at the end, half away from zero', () => {
    // $1,350.00 at 0.92 is €1,242.00.
    expect(convertCents(135_000, '0.92')).toBe(124_200);
    expect(convertToWholeUnits(135_000, '0.92')).toBe(1_242);
    // 1 cent at 0.5 is half a euro cent: rounded up, once.
    expect(convertCents(1, '0.5')).toBe(1);
    expect(convertCents(-1, '0.5')).toBe(-1);
    // Half a euro in whole units rounds up; 0.49 down.
    expect(convertToWholeUnits(50, '1')).toBe(1);
    expect(convertToWholeUnits(49, '1')).toBe(0);
    // 0.29 is read as 29 hundredths, never as a float's 0.28999...
    expect(convertCents(100, '0.29')).toBe(29);
  });

  it('never converts a higher price lower', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        rateArbitrary,
        (a, b, rate) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(convertCents(low, rate)).toBeLessThanOrEqual(convertCents(high, rate));
          expect(convertToWholeUnits(low, rate)).toBeLessThanOrEqual(
            convertToWholeUnits(high, rate),
          );
        },
      ),
    );
  });

  it("converts a quote's parts to within one unit per part of its whole", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        rateArbitrary,
        (parts, rate) => {
          const whole = parts.reduce((sum, part) => sum + part, 0);
          const sumOfParts = parts.reduce((sum, part) => sum + convertCents(part, rate), 0);
          expect(Math.abs(sumOfParts - convertCents(whole, rate))).toBeLessThanOrEqual(
            parts.length,
          );
          const wholeUnits = parts.reduce((sum, part) => sum + convertToWholeUnits(part, rate), 0);
          expect(Math.abs(wholeUnits - convertToWholeUnits(whole, rate))).toBeLessThanOrEqual(
            parts.length,
          );
        },
      ),
    );
  });
});

/** Any rate a check accepts, margin included. */
const rateArbitrary = fc
  .tuple(
    fc.constantFrom(...SHOWN_CURRENCIES),
    fc.integer({ min: 1, max: 10_000_000_000 }),
    fc.integer({ min: 0, max: 1000 }),
  )
  .map(([currency, units, marginHundredths]) => {
    const band = rateBand(currency);
    // A rate inside the band: low + a fraction of (high - low), to 10 places.
    const low = Number(band.low);
    const span = Number(band.high) - low;
    const rate = checkRate(currency, (low + (span * units) / 10_000_000_000).toFixed(10));
    if (!rate.ok) throw new Error(rate.message);
    return rateWithMargin(rate.value, (marginHundredths / 100).toFixed(2));
  });

describe('the approximate figure', () => {
  it('writes whole units with the currency’s sign, in the page’s locale', () => {
    expect(approximateFigure(135_000, 'EUR', '0.92')).toBe('≈ €1,242');
    expect(approximateFigure(135_000, 'GBP', '0.79')).toBe('≈ £1,067');
    expect(approximateFigure(148_800, 'INR', '83')).toBe('≈ ₹1,23,504');
    expect(approximateFigure(135_000, 'RUB', '90')).toBe('≈ ₽121,500');
    expect(approximateFigure(135_000, 'CNY', '7.2')).toBe('≈ CN¥9,720');
    expect(approximateFigure(135_000, 'AUD', '1.5')).toBe('≈ A$2,025');
    expect(approximateFigure(135_000, 'RUB', '90', 'ru')).toBe('≈ 121\u00a0500\u00a0₽');
    expect(approximateFigure(135_000, 'EUR', '0.92', 'de')).toBe('≈ 1.242\u00a0€');
  });
});

describe('staleness', () => {
  const setAt = new Date('2026-03-01T10:00:00Z');
  it('hides a rate older than 7 days, and only then', () => {
    expect(isRateStale(setAt, new Date('2026-03-08T10:00:00Z'))).toBe(false);
    expect(isRateStale(setAt, new Date('2026-03-08T10:00:00.001Z'))).toBe(true);
    expect(isRateStale(setAt, new Date('2026-02-28T10:00:00Z'))).toBe(false);
    expect(rateAgeDays(setAt, new Date('2026-03-08T09:59:59Z'))).toBe(6);
    expect(rateAgeDays(setAt, new Date('2026-02-28T10:00:00Z'))).toBe(0);
  });
});

describe('a rate feed', () => {
  it('takes the shape {"base":"USD","rates":{...}}, each rate checked', () => {
    const reading = readRateFeed(
      JSON.stringify({
        base: 'USD',
        rates: { EUR: 0.92, GBP: 0.79, RUB: 9000, INR: '83.1', CNY: 7.2, JPY: 150 },
      }),
    );
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.rates).toEqual({ EUR: '0.92', GBP: '0.79', INR: '83.1', CNY: '7.2' });
    expect(reading.refused.map((r) => r.currency)).toEqual(['RUB', 'AUD']);
    expect(reading.refused[0]?.message).toMatch(/far from the usual.*The old rate is kept\.$/);
    expect(reading.refused[1]?.message).toBe('The feed has no rate for AUD; the old one is kept.');
    // open.er-api.com names its base base_code.
    expect(
      readRateFeed('{"result":"success","base_code":"USD","rates":{"EUR":0.9}}'),
    ).toMatchObject({
      ok: true,
      rates: { EUR: '0.9' },
    });
  });

  it('reads a megabyte of the worst case in one pass, and refuses it in words', () => {
    const megabyte = 1024 * 1024;
    expect(readRateFeed('['.repeat(megabyte))).toMatchObject({ ok: false });
    const longDigits = readRateFeed(
      JSON.stringify({ base: 'USD', rates: { EUR: `0.${'9'.repeat(megabyte)}`, GBP: 0.79 } }),
    );
    expect(longDigits).toMatchObject({ ok: true, rates: { GBP: '0.79' } });
  });

  it('refuses garbage, another base or another shape whole, in words', () => {
    const problem = (body: string) => {
      const reading = readRateFeed(body);
      return reading.ok ? null : reading.message;
    };
    expect(problem('<html>')).toMatch(/did not answer JSON/);
    expect(problem('[1,2]')).toMatch(/another shape/);
    expect(problem('{"base":"EUR","rates":{"USD":1.08}}')).toMatch(/against EUR, not US dollars/);
    expect(problem('{"base":"USD","rates":[0.92]}')).toMatch(/named no rates/);
  });
});
