import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  messageKindSchema,
  messageStatusPatchSchema,
  type ConsoleMessage,
  type MessageKind,
  type MessageStatus,
} from '#domain/schemas/console.ts';
import { INQUIRY_TYPES } from '#domain/inquiry-types.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { badge, card, secondaryButton } from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { messageQuery, messagesKey, setMessageStatus } from './api.ts';
import { KIND_LABELS, STATUS_LABELS } from './labels.ts';
import { ReplyForm } from './reply-form.tsx';
import { TransportDetails } from './transport-details.tsx';

/** /messages/:kind/:id: one message whole, the replies kept with it, and what to do next. */
export function MessagePage() {
  const params = useParams<{ kind: string; id: string }>();
  const kind = messageKindSchema.safeParse(params.kind);
  if (!kind.success) {
    return (
      <>
        <title>Not found · Console</title>
        <h1 className="text-4xl">This message does not exist</h1>
        <BackLink />
      </>
    );
  }
  return <Message kind={kind.data} id={params.id} />;
}

function BackLink() {
  return (
    <p className="mb-4">
      <Link
        href={consolePaths.messages}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All messages
      </Link>
    </p>
  );
}

function Message({ kind, id }: { kind: MessageKind; id: string }) {
  const message = useQuery(messageQuery(kind, id));
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <title>{`${message.data?.subject ?? KIND_LABELS[kind]} · Messages · Console`}</title>
      <BackLink />
      {message.isPending && <p>Loading the message…</p>}
      {message.isError && (
        <>
          <h1 className="text-4xl">{KIND_LABELS[kind]}</h1>
          <FormAlertRegion message={messageOf(message.error)} />
        </>
      )}
      {message.data && (
        <div className="space-y-6">
          <header>
            <h1 className="text-3xl sm:text-4xl">{message.data.subject}</h1>
            <p className="mt-2 flex flex-wrap gap-2">
              <span className={badge}>{KIND_LABELS[kind]}</span>
              <span className={badge}>{STATUS_LABELS[message.data.status]}</span>
              {message.data.reference && <span className={badge}>{message.data.reference}</span>}
            </p>
          </header>
          <p role="status" className="text-sm font-medium text-teal-800">
            {done}
          </p>
          <Sender message={message.data} />
          {message.data.transport && <TransportDetails trip={message.data.transport} />}
          <section aria-labelledby="guest-words" className={card}>
            <h2 id="guest-words" className="text-xl">
              {kind === 'contact' ? 'Their message' : 'Their notes'}
            </h2>
            <p className="mt-2 whitespace-pre-line text-ink">
              {message.data.message ?? <span className="text-ink-soft">None.</span>}
            </p>
          </section>
          <Replies message={message.data} />
          <ReplyForm kind={kind} message={message.data} onSent={setDone} />
          <StatusForm kind={kind} message={message.data} onChanged={setDone} />
        </div>
      )}
    </>
  );
}

function Sender({ message }: { message: ConsoleMessage }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-soft">From</dt>
      <dd className="text-ink">{message.name}</dd>
      <dt className="text-ink-soft">E-mail</dt>
      <dd className="break-all">
        <a href={`mailto:${message.email}`} className="text-teal-800 underline">
          {message.email}
        </a>
      </dd>
      {message.phone && (
        <>
          <dt className="text-ink-soft">Phone</dt>
          <dd>
            <a href={`tel:${message.phone}`} className="text-teal-800 underline">
              {message.phone}
            </a>
          </dd>
        </>
      )}
      {message.inquiryType && (
        <>
          <dt className="text-ink-soft">About</dt>
          <dd className="text-ink">{inquiryLabel(message.inquiryType)}</dd>
        </>
      )}
      <dt className="text-ink-soft">Sent</dt>
      <dd className="text-ink">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </dd>
    </dl>
  );
}

/** The contact form's inquiry type in words; one the site no longer offers, as stored. */
const inquiryLabel = (type: string) =>
  (INQUIRY_TYPES as Record<string, string | undefined>)[type] ?? type;

function Replies({ message }: { message: ConsoleMessage }) {
  return (
    <section aria-labelledby="replies-heading">
      <h2 id="replies-heading" className="text-xl">
        Replies
      </h2>
      {message.replyList.length === 0 ? (
        <p className="mt-2 text-ink-soft">No reply yet.</p>
      ) : (
        <ul aria-labelledby="replies-heading" className="mt-3 space-y-3">
          {message.replyList.map((reply) => (
            <li key={reply.id} className="rounded-2xl border-l-4 border-teal-800 bg-white p-4">
              <p className="text-sm text-ink-soft">
                <span className="font-medium text-ink">{reply.staffName}</span>
                {' · '}
                <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
              </p>
              <p className="mt-2 whitespace-pre-line text-ink">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const MARKED: Record<MessageStatus, string> = {
  NEW: 'Marked new.',
  IN_PROGRESS: 'Marked in progress.',
  ANSWERED: 'Marked answered.',
};

/** Where the team is with it, for a message answered by phone, or being looked into. */
function StatusForm({
  kind,
  message,
  onChanged,
}: {
  kind: MessageKind;
  message: ConsoleMessage;
  onChanged: (done: string) => void;
}) {
  const queryClient = useQueryClient();
  const { state, props, pending } = useFormAction({
    labels: { status: null },
    check: messageStatusPatchSchema,
    send: ({ status }) => setMessageStatus(kind, message.id, status),
    done: async (_answer, { status }) => {
      onChanged(MARKED[status]);
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    // The select shows what was chosen until the message comes back with it (the form's key).
    keepsFields: true,
  });
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h2 id="status-heading" className="text-xl">
        Status
      </h2>
      <form
        key={message.status}
        {...props}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="sm:w-64">
          <SelectField
            label="Mark as"
            name="status"
            defaultValue={message.status}
            error={state.fields.status}
          >
            {(Object.keys(STATUS_LABELS) as MessageStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" disabled={pending} className={secondaryButton}>
          Update status
        </button>
      </form>
      <div className="mt-3">
        <FormAlertRegion message={state.alert} />
      </div>
    </section>
  );
}
