import { Link } from '#web/app/navigation.tsx';
import { dollars, formatCents } from '#domain/money.ts';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, PolicyTable, type PolicySection } from './policy-layout.tsx';

/** The worked example of spec §9: 1,000 less a 500 cancellation fee less 25 processing = 475. */
const EXAMPLE = { paid: dollars(1000), cancellationFee: dollars(500), processing: dollars(25) };
const exampleRefund = EXAMPLE.paid - EXAMPLE.cancellationFee - EXAMPLE.processing;

const sections: PolicySection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <p>
        This policy explains when you are entitled to a refund, how we calculate it and how long it
        takes to reach you. How much comes back after a cancellation is set out in our{' '}
        <Link to={paths.cancellationPolicy}>Cancellation Policy</Link>; this page covers the rest.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'When You Are Refunded',
    content: (
      <ul>
        <li>
          <strong>Cancellation within 24 hours of booking:</strong> a full refund.
        </li>
        <li>
          <strong>Cancellation 7 or more days before arrival:</strong> 50% of what you paid.
        </li>
        <li>
          <strong>Cancellation 0-7 days before arrival, or a no-show:</strong> no refund.
        </li>
        <li>
          <strong>A billing error</strong>, such as a duplicate or wrong charge: always refunded in
          full (see below).
        </li>
      </ul>
    ),
  },
  {
    id: 'example',
    title: 'A Worked Example',
    content: (
      <>
        <p>
          You paid {formatCents(EXAMPLE.paid)} and cancel 10 days before arrival, so 50% is
          refunded. The card processor's charge for returning the money is deducted:
        </p>
        <PolicyTable
          caption="Refund example"
          head={['Item', 'Amount']}
          rows={[
            ['Amount paid', formatCents(EXAMPLE.paid)],
            ['Less cancellation fee (50%)', `- ${formatCents(EXAMPLE.cancellationFee)}`],
            ['Less processing fee', `- ${formatCents(EXAMPLE.processing)}`],
            [
              <strong key="total">Your refund</strong>,
              <strong key="sum">{formatCents(exampleRefund)}</strong>,
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: 'timelines',
    title: 'How Long a Refund Takes',
    content: (
      <>
        <PolicyTable
          caption="Refund timelines"
          head={['Paid by', 'Refund arrives within']}
          rows={[
            ['Card', '5-15 business days'],
            ['Bank transfer', '7-14 business days'],
            ['Billing error, expedited', '1-3 business days'],
          ]}
        />
        <p>
          Times run from the day we approve the refund. Card refunds return to the card you paid
          with; for bank transfers we will ask you to confirm your account details by e-mail, never
          through a form on this site.
        </p>
      </>
    ),
  },
  {
    id: 'billing-errors',
    title: 'Billing Errors',
    content: (
      <p>
        If you were charged twice or charged the wrong amount, tell us within{' '}
        <strong>30 days</strong> of the charge. Once we have confirmed the error, we refund it in
        full and on an expedited basis, within <strong>1-3 business days</strong>.
      </p>
    ),
  },
  {
    id: 'service-issues',
    title: 'Service Issues and Disputes',
    content: (
      <>
        <p>
          If something is not right during your stay, please tell your villa host straight away:
          most things can be put right on the spot. If it cannot, send us a written complaint within{' '}
          <strong>24 hours</strong> of the incident, by e-mail to{' '}
          <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>, so that we can look
          into it while the details are fresh.
        </p>
        <p>
          We review every dispute and reply with our decision within{' '}
          <strong>3-5 business days</strong>. Where we agree that we fell short, we offer a fair
          partial refund or credit towards a future stay.
        </p>
      </>
    ),
  },
  {
    id: 'desk',
    title: 'Our Refunds Desk',
    content: (
      <p>
        The refunds desk is open <strong>Monday to Friday, 9 AM to 6 PM</strong>, Sri Lanka time.
        Messages sent outside these hours are answered on the next working day.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law',
    content: <p>This policy is governed by the laws of Sri Lanka.</p>,
  },
];

export function RefundPolicy() {
  return (
    <PolicyLayout
      title="Refund Policy"
      intro="How refunds are worked out, how long they take to reach you, and what to do if something goes wrong."
      sections={sections}
      contactNote="Our refunds desk answers Monday to Friday, 9 AM to 6 PM, Sri Lanka time."
    />
  );
}
