import { Link } from '#web/app/navigation.tsx';
import { formatCents } from '#domain/money.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, type PolicySection } from './policy-layout.tsx';

const sections: PolicySection[] = [
  {
    id: 'about',
    title: 'About These Terms',
    content: (
      <p>
        These terms apply to every booking request, stay and service arranged through this website
        with {siteSettings.companyName}, {siteSettings.address}. By sending a request you agree to
        them, together with our <Link to={paths.cancellationPolicy}>Cancellation Policy</Link>,{' '}
        <Link to={paths.refundPolicy}>Refund Policy</Link> and{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'booking',
    title: 'Booking Requests and Confirmation',
    content: (
      <>
        <p>
          A booking request on this website is not yet a booking, and no payment is taken when you
          send it. We hold your dates for 24 hours while our team checks every detail and contacts
          you to confirm; if we cannot confirm, the dates are released and nothing is owed.
        </p>
        <p>
          Your stay is confirmed once we have received your deposit and sent you a written
          confirmation.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Deposit and Payment',
    content: (
      <ul>
        <li>
          A <strong>50% deposit</strong> confirms your booking.
        </li>
        <li>
          The <strong>full payment</strong> is due <strong>30 days before arrival</strong>. For
          bookings made closer to arrival, the full amount is due on confirmation.
        </li>
        <li>Prices are in US dollars and include the service fee shown in your quote.</li>
        <li>
          You pay by bank transfer, or, where your booking page offers it, by card through PayHere,
          charged in US dollars; we never see your card&apos;s details.
        </li>
      </ul>
    ),
  },
  {
    id: 'stay',
    title: 'Minimum Stay, Check-in and Check-out',
    content: (
      <>
        <p>
          Most of our villas need a <strong>minimum stay of 4 nights</strong>; each villa's page and
          booking panel show the minimum that applies to your dates.
        </p>
        <p>
          Check-in is from <strong>2:00 PM</strong> and check-out is by <strong>12:00 PM</strong>.
          Early check-in and late check-out can often be arranged; please ask, and we will confirm
          when the villa's calendar allows. If you will arrive after 10 PM, please tell us in
          advance.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and Cancellations',
    content: (
      <p>
        Changes to your dates or to your party need <strong>14 days' notice</strong> and are subject
        to availability. Cancellations and the refunds they bring are governed by our{' '}
        <Link to={paths.cancellationPolicy}>Cancellation Policy</Link>.
      </p>
    ),
  },
  {
    id: 'guests',
    title: 'Guests and House Rules',
    content: (
      <>
        <p>
          The number of guests staying overnight may not exceed the capacity stated for the villa.
          Each villa has its own house rules, shown on its page; parties and events need our written
          approval in advance.
        </p>
        <p>
          Please treat the villa as you would a friend's home. Damage beyond ordinary wear is
          charged at the cost of repair, and we will always discuss it with you first.
        </p>
      </>
    ),
  },
  {
    id: 'transport',
    title: 'Transport and Extras',
    content: (
      <p>
        Airport transfers cost {formatCents(TRANSFER_PRICE_PER_DIRECTION.CAR)} per direction by car
        (up to 4 passengers) and {formatCents(TRANSFER_PRICE_PER_DIRECTION.VAN)} by van (up to 8).
        Tours, rides and extras such as private dinners or massages are quoted before you agree to
        them, and are provided by our own team or by trusted local partners.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our Responsibility',
    content: (
      <>
        <p>
          We take great care to describe our villas accurately and to deliver every stay as
          promised. We are responsible for the services we provide, but not for events beyond our
          reasonable control, such as severe weather, flight disruption or government measures.
        </p>
        <p>
          Please look after your own valuables and travel documents, and consider travel insurance
          that covers cancellation.
        </p>
      </>
    ),
  },
  {
    id: 'website',
    title: 'Using This Website',
    content: (
      <p>
        Please use this website only to plan and request stays and services for yourself and your
        party. Testimonials and reviews you send are published only once our team has approved them,
        and may be shortened but never changed in meaning.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law',
    content: (
      <p>
        These terms are governed by the laws of Sri Lanka, and the courts of Sri Lanka have
        jurisdiction over any dispute that we cannot resolve together.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <PolicyLayout
      title="Terms of Service"
      intro="The terms of every stay with us: how a request becomes a booking, when payment is due, and what we each promise."
      sections={sections}
      contactNote="Our team answers questions about these terms within 24 hours."
    />
  );
}
