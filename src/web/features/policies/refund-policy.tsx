import { Link } from '#web/app/navigation.tsx';
import { formatMoney } from '#domain/locale-format.ts';
import { dollars } from '#domain/money.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, PolicyTable, type PolicySection } from './policy-layout.tsx';

/** The worked example of spec §9: 1,000 less a 500 cancellation fee less 25 processing = 475. */
const EXAMPLE = { paid: dollars(1000), cancellationFee: dollars(500), processing: dollars(25) };
const exampleRefund = EXAMPLE.paid - EXAMPLE.cancellationFee - EXAMPLE.processing;

/** The sections, in the page's language: built when the page renders, never once at load. */
function sections(): PolicySection[] {
  return [
    {
      id: 'overview',
      title: m.policies_overview_title(),
      content: (
        <p>
          {richText(m.policies_refund_overview_text, {
            cancellation: (
              <Link to={paths.cancellationPolicy}>
                {m.policies_refund_overview_cancellation_link()}
              </Link>
            ),
          })}
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: m.policies_refund_eligibility_title(),
      content: (
        <ul>
          <li>
            {richText(m.policies_refund_eligibility_grace, {
              label: <strong>{m.policies_refund_eligibility_grace_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_refund_eligibility_early, {
              label: <strong>{m.policies_refund_eligibility_early_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_refund_eligibility_late, {
              label: <strong>{m.policies_refund_eligibility_late_label()}</strong>,
            })}
          </li>
          <li>
            {richText(m.policies_refund_eligibility_error, {
              label: <strong>{m.policies_refund_eligibility_error_label()}</strong>,
            })}
          </li>
        </ul>
      ),
    },
    {
      id: 'example',
      title: m.policies_refund_example_title(),
      content: (
        <>
          <p>{m.policies_refund_example_text({ paid: formatMoney(getLocale(), EXAMPLE.paid) })}</p>
          <PolicyTable
            caption={m.policies_refund_example_caption()}
            head={[m.policies_refund_example_head_item(), m.policies_refund_example_head_amount()]}
            rows={[
              [m.policies_refund_example_paid(), formatMoney(getLocale(), EXAMPLE.paid)],
              [
                m.policies_refund_example_cancellation_fee(),
                `- ${formatMoney(getLocale(), EXAMPLE.cancellationFee)}`,
              ],
              [
                m.policies_refund_example_processing_fee(),
                `- ${formatMoney(getLocale(), EXAMPLE.processing)}`,
              ],
              [
                <strong key="total">{m.policies_refund_example_total()}</strong>,
                <strong key="sum">{formatMoney(getLocale(), exampleRefund)}</strong>,
              ],
            ]}
          />
        </>
      ),
    },
    {
      id: 'timelines',
      title: m.policies_refund_timelines_title(),
      content: (
        <>
          <PolicyTable
            caption={m.policies_refund_timelines_caption()}
            head={[m.policies_paid_by(), m.policies_refund_arrives_within()]}
            rows={[
              [m.policies_paid_by_card(), m.policies_refund_timeline_card()],
              [m.policies_paid_by_bank(), m.policies_timeline_bank()],
              [
                m.policies_refund_timeline_billing_error(),
                m.policies_refund_timeline_billing_error_time(),
              ],
            ]}
          />
          <p>{m.policies_refund_timelines_text()}</p>
        </>
      ),
    },
    {
      id: 'billing-errors',
      title: m.policies_refund_billing_title(),
      content: (
        <p>
          {richText(m.policies_refund_billing_text, {
            days: <strong>{m.policies_refund_billing_days()}</strong>,
            expedited: <strong>{m.policies_refund_billing_expedited()}</strong>,
          })}
        </p>
      ),
    },
    {
      id: 'service-issues',
      title: m.policies_refund_service_title(),
      content: (
        <>
          <p>
            {richText(m.policies_refund_service_host, {
              hours: <strong>{m.policies_refund_service_hours()}</strong>,
              email: <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>,
            })}
          </p>
          <p>
            {richText(m.policies_refund_service_review, {
              days: <strong>{m.policies_refund_service_days()}</strong>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'desk',
      title: m.policies_refund_desk_title(),
      content: (
        <p>
          {richText(m.policies_refund_desk_text, {
            hours: <strong>{m.policies_refund_desk_hours()}</strong>,
          })}
        </p>
      ),
    },
    {
      id: 'law',
      title: m.policies_governing_law_title(),
      content: <p>{m.policies_refund_law_text()}</p>,
    },
  ];
}

export function RefundPolicy() {
  return (
    <PolicyLayout
      title={m.policies_refund_title()}
      intro={m.policies_refund_intro()}
      sections={sections()}
      contactNote={m.policies_refund_contact_note()}
    />
  );
}
