import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { MESSAGE_KINDS, type MessageStatus } from '#domain/schemas/console.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { badge, card, secondaryButton } from '#web/console/components/classes.ts';
import { FilterForm, SearchField } from '#web/console/components/filter-form.tsx';
import { formatDateTime } from '#web/console/components/format.ts';
import { Pager } from '#web/console/components/pager.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messagesQuery } from './api.ts';
import { KIND_LABELS, STATUS_LABELS } from './labels.ts';

const STATUSES = Object.keys(STATUS_LABELS) as MessageStatus[];

/**
 * Messages (issue 14 §4, owner and manager): what guests sent through the contact and transport
 * forms, newest first, each with where the team is with it.
 */
export function MessagesPage() {
  const url = useUrlQuery();
  const kind = MESSAGE_KINDS.find((k) => k === url.text('kind'));
  const status = STATUSES.find((s) => s === url.text('status'));
  const messages = useQuery(messagesQuery({ kind, status, q: url.text('q'), page: url.page }));

  return (
    <>
      <title>Messages · Console</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl">Messages</h1>
          <p className="mt-3 max-w-2xl text-ink-soft">
            Contact messages and transport requests from guests. Open one to reply by e-mail.
          </p>
        </div>
        <Link href={consolePaths.guestMessages} className={`${secondaryButton} shrink-0`}>
          Guest messages
        </Link>
      </div>

      <div className="mt-6">
        <FilterForm
          key={url.params.toString()}
          label="Filter the messages"
          names={['kind', 'status', 'q']}
          apply={url.apply}
        >
          <SelectField label="Kind" name="kind" defaultValue={kind ?? ''}>
            <option value="">Both kinds</option>
            {MESSAGE_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}s
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" name="status" defaultValue={status ?? ''}>
            <option value="">Any status</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <SearchField
            defaultValue={url.text('q') ?? ''}
            hint="A name, an e-mail, a subject or a reference"
          />
        </FilterForm>
      </div>

      <div className="mt-6 space-y-3">
        {messages.isPending && <p>Loading the messages…</p>}
        {messages.isError && <FormAlertRegion message={messageOf(messages.error)} />}
        {messages.data?.content.length === 0 && (
          <p className="text-ink-soft">No messages match these filters.</p>
        )}
        {messages.data && messages.data.content.length > 0 && (
          <ul aria-label="Messages" className="space-y-3">
            {messages.data.content.map((message) => (
              <li key={`${message.kind}-${message.id}`} className={card}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 className="text-lg">
                    <Link
                      href={consolePaths.message(message.kind, message.id)}
                      className="text-teal-800 underline-offset-4 hover:underline"
                    >
                      {message.subject}
                    </Link>
                  </h2>
                  <p className="text-sm text-ink-soft">
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  </p>
                </div>
                <p className="mt-1 text-sm text-ink">
                  {message.name} <span className="text-ink-soft">· {message.email}</span>
                </p>
                <p className="mt-2 flex flex-wrap gap-2">
                  <span className={badge}>{KIND_LABELS[message.kind]}</span>
                  <span className={badge}>{STATUS_LABELS[message.status]}</span>
                  {message.reference && <span className={badge}>{message.reference}</span>}
                  {message.replies > 0 && (
                    <span className="text-xs text-ink-soft">
                      {message.replies === 1 ? '1 reply' : `${message.replies} replies`}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {messages.data && (
          <Pager
            page={messages.data.number}
            totalPages={messages.data.totalPages}
            hrefFor={url.pageHref}
          />
        )}
      </div>
    </>
  );
}
