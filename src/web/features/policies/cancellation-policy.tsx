import { Link } from '#web/app/navigation.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, PolicyTable, type PolicySection } from './policy-layout.tsx';

/** The cancellation terms of spec §9, word for word in their numbers. */
const sections: PolicySection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <>
        <p>
          We know that plans change. This policy explains what happens when you cancel or change a
          confirmed stay at one of our villas, and how much of what you have paid comes back to you.
        </p>
        <p>
          A stay is confirmed once you have paid the <strong>50% deposit</strong>; the balance is
          due <strong>30 days before arrival</strong>. The refund you receive depends on when you
          tell us.
        </p>
      </>
    ),
  },
  {
    id: 'refunds-by-notice',
    title: 'Refunds by Notice Period',
    content: (
      <>
        <PolicyTable
          caption="Refund by when you cancel"
          head={['When you cancel', 'Refund of what you paid']}
          rows={[
            ['Within 24 hours of booking', '100% refund'],
            ['7 or more days before arrival', '50% refund'],
            ['0-7 days before arrival', 'No refund'],
            ['No-show', 'No refund'],
          ]}
        />
        <p>
          Bank and card processing charges may be deducted from a refund; the{' '}
          <Link to={paths.refundPolicy}>Refund Policy</Link> shows a worked example.
        </p>
      </>
    ),
  },
  {
    id: 'grace-period',
    title: '24-Hour Grace Period',
    content: (
      <>
        <p>
          Changed your mind just after booking? If you cancel within 24 hours of making your
          booking, you receive a full refund, whatever your arrival date.
        </p>
        <p>
          The same 24 hours of grace apply when something outside your control, such as a cancelled
          flight, disrupts your plans: as long as you tell us as soon as you know, we will work with
          you to move or rescue your stay before any cancellation terms apply. Communication is
          everything; we can only help if we hear from you.
        </p>
      </>
    ),
  },
  {
    id: 'late-arrival',
    title: 'Late Arrival',
    content: (
      <p>
        Check-in is from <strong>2:00 PM</strong>. If you expect to arrive after{' '}
        <strong>10 PM</strong>, please let us know in advance so that your villa host can be there
        to welcome you. An arrival without notice after 10 PM may have to wait until the morning for
        a full welcome, and a stay where nobody arrives counts as a no-show.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Your Booking',
    content: (
      <p>
        Changes to your dates or to the number of guests need at least{' '}
        <strong>14 days' notice</strong> before arrival. We will always try to accommodate them,
        subject to availability and the villa's capacity; if the price changes, we will tell you
        before anything is confirmed.
      </p>
    ),
  },
  {
    id: 'how-to-cancel',
    title: 'How to Cancel',
    content: (
      <>
        <p>
          Write to us at <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a> or call{' '}
          <a href={siteSettings.phoneHref}>{siteSettings.phone}</a> with your name and booking
          reference. Our office takes cancellations <strong>daily from 8 AM to 10 PM</strong>, Sri
          Lanka time.
        </p>
        <p>
          A cancellation takes effect when we receive it, and we confirm it to you in writing. The
          notice periods above are counted from that moment to your arrival date.
        </p>
      </>
    ),
  },
  {
    id: 'refund-timelines',
    title: 'When Your Refund Arrives',
    content: (
      <>
        <PolicyTable
          caption="How long a refund takes"
          head={['Paid by', 'Refund arrives within']}
          rows={[
            ['Card', '5-10 business days'],
            ['Bank transfer', '7-14 business days'],
          ]}
        />
        <p>
          These times run from the day we confirm your cancellation; your bank may take a little
          longer to show the amount. See the <Link to={paths.refundPolicy}>Refund Policy</Link> for
          the details.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing Law',
    content: <p>This policy is governed by the laws of Sri Lanka.</p>,
  },
];

export function CancellationPolicy() {
  return (
    <PolicyLayout
      title="Cancellation Policy"
      intro="What happens if you need to cancel or change your stay, told plainly, with every notice period and refund."
      sections={sections}
      contactNote="Our office takes cancellations and answers questions daily from 8 AM to 10 PM, Sri Lanka time."
    />
  );
}
