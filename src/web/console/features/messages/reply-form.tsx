import { useQueryClient } from '@tanstack/react-query';
import { useActionState, useMemo } from 'react';
import {
  messageReplyBodySchema,
  type ConsoleMessage,
  type MessageKind,
} from '#domain/schemas/console.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { card, primaryButton } from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFocusFirstError } from '#web/components/form/use-focus-first-error.ts';
import { messageQuery, messagesKey, sendReply } from './api.ts';

interface ReplyState {
  /** What was typed, drawn again after a refused send. */
  value: string;
  field: string | null;
  alert: string | null;
}

const START: ReplyState = { value: '', field: null, alert: null };

/** The schema speaks of `body`; the person reads of their reply. */
const inWords = (message: string) => message.replace(/^body /, 'The reply ');

/**
 * A reply to the guest: sent by e-mail from the server, kept with the message, and the message
 * marked answered. Checked with the server's own schema before sending.
 */
export function ReplyForm({
  kind,
  message,
  onSent,
}: {
  kind: MessageKind;
  message: ConsoleMessage;
  onSent: (done: string) => void;
}) {
  const queryClient = useQueryClient();
  const [state, action, pending] = useActionState(
    async (_previous: ReplyState, form: FormData): Promise<ReplyState> => {
      const typed = form.get('body');
      const value = typeof typed === 'string' ? typed : '';
      const parsed = messageReplyBodySchema.safeParse({ body: value });
      if (!parsed.success) {
        return { value, field: inWords(parsed.error.issues[0]?.message ?? ''), alert: null };
      }
      try {
        const answered = await sendReply(kind, message.id, parsed.data.body);
        queryClient.setQueryData(messageQuery(kind, message.id).queryKey, answered);
        await queryClient.invalidateQueries({ queryKey: messagesKey });
      } catch (error) {
        return { value, field: null, alert: messageOf(error) };
      }
      onSent(`Reply sent to ${message.email}. The message is marked answered.`);
      return START;
    },
    START,
  );
  // Once per answer of the action (a new state), not on every render.
  const focusState = useMemo(
    () => ({ values: {}, fields: state.field ? { body: state.field } : {}, alert: state.alert }),
    [state],
  );
  const form = useFocusFirstError(focusState);
  return (
    <section aria-labelledby="reply-heading" className={card}>
      <h2 id="reply-heading" className="text-xl">
        Reply
      </h2>
      <form ref={form} action={action} noValidate className="mt-3 space-y-4">
        <FormAlertRegion message={state.alert} />
        <TextAreaField
          label="Your reply"
          name="body"
          required
          rows={6}
          maxLength={5000}
          defaultValue={state.value}
          error={state.field ?? undefined}
          hint={`E-mailed to ${message.email}, and kept here with the message.`}
        />
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? 'Sending…' : 'Send reply'}
        </button>
      </form>
    </section>
  );
}
