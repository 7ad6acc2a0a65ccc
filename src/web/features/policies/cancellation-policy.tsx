import { Link } from '#web/app/navigation.tsx';
import { m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PolicyLayout, PolicyTable, type PolicySection } from './policy-layout.tsx';

/**
 * The cancellation terms of spec §9, word for word in their numbers; in the page's language, so
 * built when the page renders, never once at load.
 */
function sections(): PolicySection[] {
  return [
    {
      id: 'overview',
      title: m.policies_overview_title(),
      content: (
        <>
          <p>{m.policies_cancellation_overview_plans()}</p>
          <p>
            {richText(m.policies_cancellation_overview_deposit, {
              deposit: <strong>{m.policies_cancellation_overview_deposit_strong()}</strong>,
              when: <strong>{m.policies_cancellation_overview_balance_when()}</strong>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'refunds-by-notice',
      title: m.policies_cancellation_notice_title(),
      content: (
        <>
          <PolicyTable
            caption={m.policies_cancellation_notice_caption()}
            head={[
              m.policies_cancellation_notice_head_when(),
              m.policies_cancellation_notice_head_refund(),
            ]}
            rows={[
              [
                m.policies_cancellation_notice_grace(),
                m.policies_cancellation_notice_grace_refund(),
              ],
              [
                m.policies_cancellation_notice_early(),
                m.policies_cancellation_notice_early_refund(),
              ],
              [m.policies_cancellation_notice_late(), m.policies_cancellation_notice_no_refund()],
              [
                m.policies_cancellation_notice_no_show(),
                m.policies_cancellation_notice_no_refund(),
              ],
            ]}
          />
          <p>
            {richText(m.policies_cancellation_notice_charges, {
              refund: (
                <Link to={paths.refundPolicy}>{m.policies_cancellation_notice_refund_link()}</Link>
              ),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'grace-period',
      title: m.policies_cancellation_grace_title(),
      content: (
        <>
          <p>{m.policies_cancellation_grace_mind()}</p>
          <p>{m.policies_cancellation_grace_disruption()}</p>
        </>
      ),
    },
    {
      id: 'late-arrival',
      title: m.policies_cancellation_late_title(),
      content: (
        <p>
          {richText(m.policies_cancellation_late_text, {
            checkin: <strong>{m.policies_checkin_time()}</strong>,
            late: <strong>{m.policies_cancellation_late_time()}</strong>,
          })}
        </p>
      ),
    },
    {
      id: 'changes',
      title: m.policies_cancellation_changes_title(),
      content: (
        <p>
          {richText(m.policies_cancellation_changes_text, {
            notice: <strong>{m.policies_cancellation_changes_notice()}</strong>,
          })}
        </p>
      ),
    },
    {
      id: 'how-to-cancel',
      title: m.policies_cancellation_how_title(),
      content: (
        <>
          <p>
            {richText(m.policies_cancellation_how_write, {
              email: <a href={`mailto:${siteSettings.email}`}>{siteSettings.email}</a>,
              phone: <a href={siteSettings.phoneHref}>{siteSettings.phone}</a>,
              hours: <strong>{m.policies_cancellation_how_hours()}</strong>,
            })}
          </p>
          <p>{m.policies_cancellation_how_effect()}</p>
        </>
      ),
    },
    {
      id: 'refund-timelines',
      title: m.policies_cancellation_timelines_title(),
      content: (
        <>
          <PolicyTable
            caption={m.policies_cancellation_timelines_caption()}
            head={[m.policies_paid_by(), m.policies_refund_arrives_within()]}
            rows={[
              [m.policies_paid_by_card(), m.policies_cancellation_timeline_card()],
              [m.policies_paid_by_bank(), m.policies_timeline_bank()],
            ]}
          />
          <p>
            {richText(m.policies_cancellation_timelines_text, {
              refund: (
                <Link to={paths.refundPolicy}>
                  {m.policies_cancellation_timelines_refund_link()}
                </Link>
              ),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: m.policies_governing_law_title(),
      content: <p>{m.policies_cancellation_law_text()}</p>,
    },
  ];
}

export function CancellationPolicy() {
  return (
    <PolicyLayout
      title={m.policies_cancellation_title()}
      intro={m.policies_cancellation_intro()}
      sections={sections()}
      contactNote={m.policies_cancellation_contact_note()}
    />
  );
}
