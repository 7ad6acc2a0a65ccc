import { Link } from '#web/app/navigation.tsx';
import { formatMoney } from '#domain/locale-format.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, type PolicySection } from './policy-layout.tsx';

/** The sections, in the page's language: built when the page renders, never once at load. */
function sections(): PolicySection[] {
  return [
    {
      id: 'about',
      title: m.policies_terms_about_title(),
      content: (
        <p>
          {richText(m.policies_terms_about_text, {
            company: siteSettings.companyName,
            address: siteSettings.address,
            cancellation: (
              <Link to={paths.cancellationPolicy}>
                {m.policies_terms_about_cancellation_link()}
              </Link>
            ),
            refund: <Link to={paths.refundPolicy}>{m.policies_terms_about_refund_link()}</Link>,
            privacy: <Link to={paths.privacyPolicy}>{m.policies_terms_about_privacy_link()}</Link>,
          })}
        </p>
      ),
    },
    {
      id: 'booking',
      title: m.policies_terms_booking_title(),
      content: (
        <>
          <p>{m.policies_terms_booking_hold()}</p>
          <p>{m.policies_terms_booking_confirmed()}</p>
        </>
      ),
    },
    {
      id: 'payment',
      title: m.policies_terms_payment_title(),
      content: (
        <ul>
          <li>
            {richText(m.policies_terms_payment_deposit, {
              deposit: <strong>{m.policies_terms_payment_deposit_strong()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_terms_payment_full, {
              full: <strong>{m.policies_terms_payment_full_strong()}</strong>,
              when: <strong>{m.policies_terms_payment_full_when()}</strong>,
            })}
          </li>
          <li>{m.policies_terms_payment_currency()}</li>
          <li>{m.policies_terms_payment_methods()}</li>
        </ul>
      ),
    },
    {
      id: 'stay',
      title: m.policies_terms_stay_title(),
      content: (
        <>
          <p>
            {richText(m.policies_terms_stay_minimum, {
              minimum: <strong>{m.policies_terms_stay_minimum_strong()}</strong>,
            })}
          </p>
          <p>
            {richText(m.policies_terms_stay_times, {
              checkin: <strong>{m.policies_checkin_time()}</strong>,
              checkout: <strong>{m.policies_terms_stay_checkout_time()}</strong>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: m.policies_terms_changes_title(),
      content: (
        <p>
          {richText(m.policies_terms_changes_text, {
            notice: <strong>{m.policies_terms_changes_notice()}</strong>,
            cancellation: (
              <Link to={paths.cancellationPolicy}>
                {m.policies_terms_changes_cancellation_link()}
              </Link>
            ),
          })}
        </p>
      ),
    },
    {
      id: 'guests',
      title: m.policies_terms_guests_title(),
      content: (
        <>
          <p>{m.policies_terms_guests_capacity()}</p>
          <p>{m.policies_terms_guests_care()}</p>
        </>
      ),
    },
    {
      id: 'transport',
      title: m.policies_terms_transport_title(),
      content: (
        <p>
          {m.policies_terms_transport_text({
            car: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION.CAR),
            van: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION.VAN),
          })}
        </p>
      ),
    },
    {
      id: 'liability',
      title: m.policies_terms_liability_title(),
      content: (
        <>
          <p>{m.policies_terms_liability_care()}</p>
          <p>{m.policies_terms_liability_valuables()}</p>
        </>
      ),
    },
    {
      id: 'website',
      title: m.policies_terms_website_title(),
      content: <p>{m.policies_terms_website_text()}</p>,
    },
    {
      id: 'law',
      title: m.policies_governing_law_title(),
      content: <p>{m.policies_terms_law_text()}</p>,
    },
  ];
}

export function TermsOfService() {
  return (
    <PolicyLayout
      title={m.policies_terms_title()}
      intro={m.policies_terms_intro()}
      sections={sections()}
      contactNote={m.policies_terms_contact_note()}
    />
  );
}
