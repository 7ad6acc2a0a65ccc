import type { ComponentProps, ReactNode } from 'react';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { card, primaryButton } from '#web/console/components/classes.ts';

/**
 * A card that adds something to a room's list (a villa, a person of the team): its heading, what
 * happens next, and the form (on the form hook, `useFormAction`): its alert above its fields, and
 * the button, which says what it is doing while the form is sent (`submit`: its words, then its
 * words while sending). `after` is what the card shows below the form (an invitation's link).
 */
export function AddCard({
  headingId,
  title,
  intro,
  form: { state, props, pending },
  submit: [idle, busy],
  children,
  after,
}: {
  headingId: string;
  title: string;
  intro: string;
  form: {
    state: { alert: string | null };
    props: Omit<ComponentProps<'form'>, 'className'>;
    pending: boolean;
  };
  submit: readonly [idle: string, busy: string];
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      <form {...props} className="mt-4 space-y-4">
        <FormAlertRegion message={state.alert} />
        {children}
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? busy : idle}
        </button>
      </form>
      {after}
    </section>
  );
}
