import { m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, type PolicySection } from './policy-layout.tsx';

/** The sections, in the page's language: built when the page renders, never once at load. */
function sections(): PolicySection[] {
  return [
    {
      id: 'who-we-are',
      title: m.policies_privacy_who_title(),
      content: (
        <p>
          {m.policies_privacy_who_text({
            company: siteSettings.companyName,
            address: siteSettings.address,
          })}
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: m.policies_privacy_collect_title(),
      content: (
        <>
          <p>{m.policies_privacy_collect_intro()}</p>
          <ul>
            <li>
              {richText(m.policies_privacy_collect_booking, {
                label: <strong>{m.policies_privacy_collect_booking_label()}</strong>,
              })}
            </li>
            <li>
              {richText(m.policies_privacy_collect_messages, {
                label: <strong>{m.policies_privacy_collect_messages_label()}</strong>,
              })}
            </li>
            <li>
              {richText(m.policies_privacy_collect_transport, {
                label: <strong>{m.policies_privacy_collect_transport_label()}</strong>,
              })}
            </li>
            <li>
              {richText(m.policies_privacy_collect_reviews, {
                label: <strong>{m.policies_privacy_collect_reviews_label()}</strong>,
              })}
            </li>
            <li>
              {richText(m.policies_privacy_collect_technical, {
                label: <strong>{m.policies_privacy_collect_technical_label()}</strong>,
              })}
            </li>
          </ul>
          <p>
            {richText(m.policies_privacy_collect_payment, {
              strong: <strong>{m.policies_privacy_collect_payment_strong()}</strong>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'why',
      title: m.policies_privacy_why_title(),
      content: (
        <ul>
          <li>{m.policies_privacy_why_answer()}</li>
          <li>{m.policies_privacy_why_transfers()}</li>
          <li>{m.policies_privacy_why_emails()}</li>
          <li>{m.policies_privacy_why_publish()}</li>
          <li>{m.policies_privacy_why_safety()}</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: m.policies_privacy_sharing_title(),
      content: (
        <>
          <p>{m.policies_privacy_sharing_team()}</p>
          <p>{m.policies_privacy_sharing_never()}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: m.policies_privacy_retention_title(),
      content: (
        <ul>
          <li>
            {richText(m.policies_privacy_retention_messages, {
              label: <strong>{m.policies_privacy_retention_messages_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_privacy_retention_bookings, {
              label: <strong>{m.policies_privacy_retention_bookings_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_privacy_retention_reviews, {
              label: <strong>{m.policies_privacy_retention_reviews_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_privacy_retention_logs, {
              label: <strong>{m.policies_privacy_retention_logs_label()}</strong>,
            })}
          </li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: m.policies_privacy_rights_title(),
      content: (
        <p>
          {richText(m.policies_privacy_rights_text, {
            email: <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>,
          })}
        </p>
      ),
    },
    {
      id: 'security',
      title: m.policies_privacy_security_title(),
      content: <p>{m.policies_privacy_security_text()}</p>,
    },
    {
      id: 'changes',
      title: m.policies_privacy_changes_title(),
      content: <p>{m.policies_privacy_changes_text()}</p>,
    },
  ];
}

export function PrivacyPolicy() {
  return (
    <PolicyLayout
      title={m.policies_privacy_title()}
      intro={m.policies_privacy_intro()}
      sections={sections()}
      contactNote={m.policies_privacy_contact_note()}
    />
  );
}
