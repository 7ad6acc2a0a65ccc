import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, type PolicySection } from './policy-layout.tsx';

const sections: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    content: (
      <p>
        {siteSettings.companyName}, {siteSettings.address}, runs this website and is responsible for
        the personal information you share through it. This policy explains what we collect, why,
        how long we keep it, and how you can ask us about it.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What We Collect',
    content: (
      <>
        <p>Only what you type into our forms, and only what we need to look after you:</p>
        <ul>
          <li>
            <strong>Booking requests:</strong> your name, e-mail address and phone number, your
            dates, the number of adults, children and infants, airport pickup or drop-off and
            vehicle, and any special requests.
          </li>
          <li>
            <strong>Messages:</strong> your name, e-mail address, phone number if you give it, the
            type of inquiry, its subject and your message.
          </li>
          <li>
            <strong>Transport requests:</strong> the service, places, date and time, passengers,
            luggage, vehicle, your name, e-mail address, phone number and notes.
          </li>
          <li>
            <strong>Testimonials and reviews:</strong> your name, location, rating and words, and
            for a review an e-mail address if you choose to give one. Your e-mail address is never
            published.
          </li>
          <li>
            <strong>Technical records:</strong> the address your request came from, kept briefly in
            our server logs to protect the site from abuse.
          </li>
        </ul>
        <p>
          <strong>We never take payment data on this website.</strong> No card or bank details are
          asked for, sent or stored here; payment is arranged directly with our team once your stay
          is confirmed.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why We Use It',
    content: (
      <ul>
        <li>To answer your messages and to check, confirm and prepare your stay.</li>
        <li>To arrange transfers and the extras you ask for.</li>
        <li>To send you the e-mails that belong to your booking, such as its confirmation.</li>
        <li>To publish testimonials and reviews you have chosen to share, once approved.</li>
        <li>To keep the site and our guests safe from spam and misuse.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who Sees It',
    content: (
      <>
        <p>
          Your details are seen by our own team. When you book a transfer or a tour, your driver
          receives your name, phone number and pickup details. Our e-mail provider carries our
          messages to you.
        </p>
        <p>
          We never sell your information, and this site uses no advertising or tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep It',
    content: (
      <ul>
        <li>
          <strong>Messages and transport requests:</strong> up to 24 months after our last exchange,
          so that we can help with a return visit.
        </li>
        <li>
          <strong>Booking records:</strong> for as long as Sri Lankan accounting and tax law
          requires, then deleted.
        </li>
        <li>
          <strong>Testimonials and reviews:</strong> for as long as they are published, or until you
          ask us to remove them.
        </li>
        <li>
          <strong>Server logs:</strong> a few weeks.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your Choices and Requests',
    content: (
      <p>
        You may ask to see the information we hold about you, to correct it, or to have it deleted,
        and you may withdraw a testimonial or review at any time. Write to{' '}
        <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>; we answer every request
        within 30 days, usually much sooner.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping It Safe',
    content: (
      <p>
        Information travels to us over an encrypted connection, and only members of our team who
        need it to serve you can see it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. This policy is
        governed by the laws of Sri Lanka.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro="What we collect when you book, write or leave a review, why we need it, and how long we keep it. In short: only what it takes to look after you."
      sections={sections}
      contactNote="Write to us about your information at any time; we answer every request within 30 days."
    />
  );
}
