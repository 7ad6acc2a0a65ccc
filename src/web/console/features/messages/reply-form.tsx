import { useQueryClient } from '@tanstack/react-query';
import {
  messageReplyBodySchema,
  type ConsoleMessage,
  type MessageKind,
} from '#domain/schemas/console.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { card, primaryButton } from '#web/console/components/classes.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { messageQuery, messagesKey, sendReply } from './api.ts';

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
  const { state, props, pending } = useFormAction({
    // The schema speaks of `body`; the person reads of their reply.
    labels: { body: 'The reply' },
    check: messageReplyBodySchema,
    send: ({ body }) => sendReply(kind, message.id, body),
    done: async (answered) => {
      queryClient.setQueryData(messageQuery(kind, message.id).queryKey, answered);
      await queryClient.invalidateQueries({ queryKey: messagesKey });
      onSent(`Reply sent to ${message.email}. The message is marked answered.`);
    },
    // The message beside the one field says it all.
    checkAlert: () => null,
  });
  return (
    <section aria-labelledby="reply-heading" className={card}>
      <h2 id="reply-heading" className="text-xl">
        Reply
      </h2>
      <form {...props} className="mt-3 space-y-4">
        <FormAlertRegion message={state.alert} />
        <TextAreaField
          label="Your reply"
          name="body"
          required
          rows={6}
          maxLength={5000}
          defaultValue={state.values.body ?? ''}
          error={state.fields.body}
          hint={`E-mailed to ${message.email}, and kept here with the message.`}
        />
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? 'Sending…' : 'Send reply'}
        </button>
      </form>
    </section>
  );
}
