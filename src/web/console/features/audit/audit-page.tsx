import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#domain/schemas/console.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { FilterForm, SearchField } from '#web/console/components/filter-form.tsx';
import { formatDateTime } from '#web/console/components/format.ts';
import { Pager } from '#web/console/components/pager.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { staffQuery } from '#web/console/lib/staff-api.ts';
import { ACTION_FAMILIES, actionInWords } from './action-words.ts';
import { auditQuery } from './api.ts';
import { ChangeList } from './change-list.tsx';

const FILTERS = ['actor', 'action', 'from', 'to', 'q'] as const;

/** Who acted: a person, or, with no account behind it, the command line (no address) or a stranger. */
const personOf = (entry: AuditEntry) =>
  entry.actor?.name ?? (entry.ip ? 'Unknown' : 'Command line');

/**
 * The audit log (issue 14 §5, the owner's): every sign-in and every change made in the console or
 * on the command line, newest first. A table on a wide screen, one card per entry on a phone.
 */
export function AuditPage() {
  const url = useUrlQuery();
  const filters = {
    actor: url.text('actor'),
    action: url.text('action'),
    from: url.text('from'),
    to: url.text('to'),
    q: url.text('q'),
    page: url.page,
  };
  const entries = useQuery(auditQuery(filters));
  const staff = useQuery(staffQuery);

  return (
    <>
      <title>Audit log · Console</title>
      <h1 className="text-4xl">Audit log</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Who did what, when and from where, with the values before and after. Entries are never
        changed or removed.
      </p>

      <div className="mt-6">
        <FilterForm
          key={url.params.toString()}
          label="Filter the audit log"
          names={FILTERS}
          apply={url.apply}
          submitLabel="Apply filters"
        >
          <SelectField label="Person" name="actor" defaultValue={filters.actor ?? ''}>
            <option value="">Anyone</option>
            {staff.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            {/* Until the team has loaded, the person chosen stays chosen. */}
            {!staff.data && filters.actor && (
              <option value={filters.actor}>The person chosen</option>
            )}
          </SelectField>
          <SelectField label="Action" name="action" defaultValue={filters.action ?? ''}>
            <option value="">Any action</option>
            {ACTION_FAMILIES.map((family) => (
              <option key={family.value} value={family.value}>
                {family.label}
              </option>
            ))}
          </SelectField>
          <TextField label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
          <TextField label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
          <SearchField defaultValue={filters.q ?? ''} hint="Part of a target or an IP address" />
        </FilterForm>
      </div>

      <div className="mt-6 space-y-3">
        {entries.isPending && <p>Loading the log…</p>}
        {entries.isError && <FormAlertRegion message={messageOf(entries.error)} />}
        {entries.data?.content.length === 0 && (
          <p className="text-ink-soft">No entries match these filters.</p>
        )}
        {entries.data && entries.data.content.length > 0 && (
          <>
            <p className="text-sm text-ink-soft">
              {entries.data.totalElements === 1
                ? '1 entry'
                : `${entries.data.totalElements} entries`}
            </p>
            <AuditTable entries={entries.data.content} />
            <AuditCards entries={entries.data.content} />
          </>
        )}
        {entries.data && (
          <Pager
            page={entries.data.number}
            totalPages={entries.data.totalPages}
            hrefFor={url.pageHref}
          />
        )}
      </div>
    </>
  );
}

const cell = 'px-3 py-3 align-top';

/** Wide screens: one row per entry (hidden on a phone, where the cards show instead). */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-sand-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="border-b border-sand-200 text-ink-soft">
          <tr>
            <th scope="col" className={cell}>
              When
            </th>
            <th scope="col" className={cell}>
              Person
            </th>
            <th scope="col" className={cell}>
              From
            </th>
            <th scope="col" className={cell}>
              Action
            </th>
            <th scope="col" className={cell}>
              Target
            </th>
            <th scope="col" className={cell}>
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className={cell}>{personOf(entry)}</td>
              <td className={`${cell} break-all`}>{entry.ip ?? '—'}</td>
              <td className={cell}>{actionInWords(entry.action)}</td>
              <td className={`${cell} break-all`}>{entry.target ?? '—'}</td>
              <td className={cell}>
                <ChangeList before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry, its parts named. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul aria-label="Audit log entries" className="space-y-3 md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl border border-sand-200 bg-white p-4">
          <p className="font-medium text-ink">{actionInWords(entry.action)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">When</dt>
            <dd>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </dd>
            <dt className="text-ink-soft">Person</dt>
            <dd>{personOf(entry)}</dd>
            <dt className="text-ink-soft">From</dt>
            <dd className="break-all">{entry.ip ?? '—'}</dd>
            <dt className="text-ink-soft">Target</dt>
            <dd className="break-all">{entry.target ?? '—'}</dd>
            <dt className="text-ink-soft">Change</dt>
            <dd className="min-w-0">
              <ChangeList before={entry.before} after={entry.after} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
