/**
 * What each figure counts, on the page beside the figures (issue 28 §2): the words of the
 * definitions at the top of src/domain/reports.ts, which the server's sums follow.
 */
export function Definitions() {
  return (
    <section aria-labelledby="definitions-heading" className="mt-10 max-w-3xl">
      <h2 id="definitions-heading" className="text-2xl">
        What the figures count
      </h2>
      <dl className="mt-3 space-y-3 text-sm text-ink">
        <div>
          <dt className="font-semibold">Nights available</dt>
          <dd>
            Every night of the period in each villa, less the nights the team closed: their own
            blocks (owner stays, repairs) and imported days marked as not a stay. A stay&apos;s
            nights run from its check-in to the night before its check-out.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Nights sold and occupancy</dt>
          <dd>
            The nights of confirmed bookings (Direct) and of stays imported from a platform&apos;s
            calendar (its channel). Occupancy is nights sold over nights available.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Revenue booked</dt>
          <dd>
            A stay&apos;s total (nights, extra guests, transfers and service fee, less any discount;
            for an imported stay the amount the team entered), shared evenly over its nights, so a
            period gets the nights it holds. An imported stay with no amount earns nothing until one
            is entered.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">ADR and RevPAR</dt>
          <dd>
            The average nightly rate (ADR) is revenue over the nights sold that have an amount;
            revenue per available night (RevPAR) is revenue over the nights available.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Payments and refunds</dt>
          <dd>
            Money received or paid back on a day of the period; a correction takes an entry back on
            the day it was made.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Average stay, lead time, balance and cancellations</dt>
          <dd>
            Counted over the stays arriving in the period, so each stay counts in one period only:
            the nights of a stay, the days from booking to arrival (direct bookings), what they
            still owe, and the bookings cancelled that would have arrived.
          </dd>
        </div>
      </dl>
    </section>
  );
}
