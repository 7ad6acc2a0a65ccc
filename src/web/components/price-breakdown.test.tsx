import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flatPricing } from '#domain/pricing.ts';
import { quoteStay } from '#domain/quote.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

const stay = { checkIn: '2030-03-10', checkOut: '2030-03-13', guests: 2 };

/** The receipt as [label, amount] pairs. */
const rows = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('PriceBreakdown (spec §9)', () => {
  it('shows the nights by rate, the service fee and the total: 3 nights x $450', () => {
    render(
      <PriceBreakdown
        quote={quoteStay(flatPricing(45_000), {
          ...stay,
          airportPickup: false,
          airportDropoff: false,
          vehicleType: 'CAR',
        })}
      />,
    );
    expect(rows()).toEqual([
      ['3 nights x $450', '$1,350'],
      ['Service fee (10%)', '$135'],
      ['Total', '$1,485'],
    ]);
  });

  it('adds the airport transfer where it is chosen: pickup and drop-off by van, +$160', () => {
    render(
      <PriceBreakdown
        quote={quoteStay(flatPricing(45_000), {
          ...stay,
          airportPickup: true,
          airportDropoff: true,
          vehicleType: 'VAN',
        })}
        transferLabel="Airport transfer"
      />,
    );
    expect(rows()).toEqual([
      ['3 nights x $450', '$1,350'],
      ['Airport transfer', '$160'],
      ['Service fee (10%)', '$151'],
      ['Total', '$1,661'],
    ]);
  });
});
