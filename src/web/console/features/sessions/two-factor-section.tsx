/**
 * Two-step sign-in on the person's own account page (issue 14 §2, decision 042): turned on with
 * the password, then a QR code (and the key written out, for typing) for an authenticator app,
 * then a first code from the app to prove it works; the backup codes are shown once, after. It is
 * turned off with the password, except an owner's, which stays on.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import type { ZodType } from 'zod';
import { passwordConfirmSchema, totpCodeFormSchema } from '#domain/schemas/staff-account.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { meQuery } from '#web/console/lib/me-api.ts';
import { confirmTwoFactor, sessionsQuery, startTwoFactor, turnOffTwoFactor } from './api.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'on' | 'off' }
  | { kind: 'scan'; uri: string; qr: string | null; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-teal-800 px-6 text-sm font-medium text-sand-50 hover:bg-teal-900 disabled:cursor-not-allowed disabled:opacity-60';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-teal-800 px-5 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:opacity-60';

export const OWNER_KEEPS_IT =
  'As an owner, you cannot turn it off: it guards the whole console. If your phone is lost, sign in with a backup code, or ask whoever runs the server to run npm run staff -- reset-2fa with your e-mail address.';

/** The key in the otpauth:// address, in groups of four for typing into an app by hand. */
export function keyForTyping(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

async function qrFor(uri: string): Promise<string | null> {
  try {
    const { qrImageAddress } = await import('./qr-svg.ts');
    return await qrImageAddress(uri);
  } catch {
    // Without the picture the key written out still works.
    return null;
  }
}

export function TwoFactorSection() {
  const me = useQuery(meQuery).data;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [said, setSaid] = useState<string | null>(null);
  if (!me) return null;
  const owner = me.role === 'owner';
  const on = me.twoFactorEnabled;

  // Turning it on or off replaces this browser's session (better-auth): both lists change.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    ]);
  const go = (next: Step) => {
    setSaid(null);
    setStep(next);
  };

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6"
    >
      <h2 id="two-factor-heading" className="text-2xl">
        Two-step sign-in
        <span
          className={`ml-3 rounded-full px-2 py-0.5 align-middle font-sans text-xs font-semibold ${on ? 'bg-teal-100 text-teal-900' : 'bg-sand-200 text-ink'}`}
        >
          {on ? 'On' : 'Off'}
        </span>
      </h2>
      <p role="status" className="mt-2 text-sm text-teal-800">
        {said}
      </p>

      {step.kind === 'idle' && (
        <div className="mt-1 max-w-2xl space-y-3 text-ink-soft">
          {on ? (
            <p>
              Each sign-in asks for the 6-digit code from the authenticator app on your phone after
              your password.
            </p>
          ) : (
            <p>
              With it on, each sign-in asks for a 6-digit code from an authenticator app on your
              phone as well as your password, so a stolen password alone does not open the console.
              {owner && ' For an owner, once it is on it stays on.'}
            </p>
          )}
          {on && owner && <p>{OWNER_KEEPS_IT}</p>}
          {!on && (
            <button
              type="button"
              className={primaryButton}
              onClick={() => go({ kind: 'password', purpose: 'on' })}
            >
              Turn on two-step sign-in
            </button>
          )}
          {on && !owner && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => go({ kind: 'password', purpose: 'off' })}
            >
              Turn off two-step sign-in
            </button>
          )}
        </div>
      )}

      {step.kind === 'password' && (
        <OneFieldForm
          field="password"
          label="Your password"
          hint={
            step.purpose === 'on'
              ? 'To turn on two-step sign-in, type your password first.'
              : 'To turn off two-step sign-in, type your password.'
          }
          input={{ type: 'password', autoComplete: 'current-password' }}
          schema={passwordConfirmSchema}
          submit={step.purpose === 'on' ? 'Continue' : 'Turn off'}
          pendingLabel={step.purpose === 'on' ? 'Checking…' : 'Turning off…'}
          send={async ({ password }) => {
            if (step.purpose === 'off') {
              await turnOffTwoFactor({ password });
              await refresh();
              setStep({ kind: 'idle' });
              setSaid('Two-step sign-in is off. Signing in asks for your password only.');
              return;
            }
            const { totpURI, backupCodes } = await startTwoFactor({ password });
            setStep({ kind: 'scan', uri: totpURI, qr: await qrFor(totpURI), backupCodes });
          }}
          onCancel={() => go({ kind: 'idle' })}
        />
      )}

      {step.kind === 'scan' && (
        <ScanStep
          step={step}
          onConfirmed={async () => {
            setStep({ kind: 'codes', backupCodes: step.backupCodes });
            await refresh();
          }}
          onCancel={() => go({ kind: 'idle' })}
        />
      )}

      {step.kind === 'codes' && (
        <BackupCodes
          codes={step.backupCodes}
          onDone={() => {
            setStep({ kind: 'idle' });
            setSaid('Two-step sign-in is on.');
          }}
        />
      )}
    </section>
  );
}

/** A heading that takes focus when its step appears, so the step is read from its start. */
function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-lg font-medium text-ink">
      {children}
    </h3>
  );
}

function ScanStep({
  step,
  onConfirmed,
  onCancel,
}: {
  step: Extract<Step, { kind: 'scan' }>;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div className="mt-2 max-w-2xl space-y-4">
      <StepHeading>Set up your authenticator app</StepHeading>
      <ol className="list-decimal space-y-4 pl-5 text-ink-soft">
        <li>
          On your phone, open an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password or another) and add an account.
        </li>
        <li>
          Scan this QR code with it.
          {step.qr && (
            <img
              src={step.qr}
              width={192}
              height={192}
              className="mt-3 block rounded-xl border border-sand-200"
              alt="QR code for your authenticator app. If you cannot scan it, type the key written below it."
            />
          )}
          <p className="mt-3">
            Cannot scan it? Choose to enter a key in the app, and type this one:
          </p>
          <p className="mt-1 font-mono text-base break-words text-ink">{keyForTyping(step.uri)}</p>
        </li>
        <li>
          Type the 6-digit code the app now shows, to check it works. Two-step sign-in is on once it
          does.
        </li>
      </ol>
      <OneFieldForm
        field="code"
        label="6-digit code"
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
        schema={totpCodeFormSchema}
        submit="Turn on"
        pendingLabel="Checking…"
        send={async (data) => {
          await confirmTwoFactor(data);
          await onConfirmed();
        }}
        onCancel={onCancel}
        focusOnShow={false}
      />
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('The backup codes are copied.');
    } catch {
      setCopied('They could not be copied here: please write them down.');
    }
  };
  return (
    <div className="mt-2 max-w-2xl space-y-4">
      <StepHeading>Save your backup codes</StepHeading>
      <p className="text-ink-soft">
        Two-step sign-in is on. If your phone is lost, each of these codes signs you in once instead
        of the app&apos;s code. Keep them somewhere safe, apart from your phone: they are shown only
        now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-sand-100 p-4 font-mono text-base text-ink sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p role="status" className="text-sm text-teal-800">
        {copied}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          Copy the codes
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

/** A form of one field (the password, or a code) that sends it and shows what went wrong. */
function OneFieldForm<N extends 'password' | 'code'>({
  field,
  label,
  hint,
  input,
  schema,
  submit,
  pendingLabel,
  send,
  onCancel,
  focusOnShow = true,
}: {
  field: N;
  label: string;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  schema: ZodType<Record<N, string>>;
  submit: string;
  pendingLabel: string;
  send: (data: Record<N, string>) => Promise<void>;
  onCancel: () => void;
  focusOnShow?: boolean;
}) {
  const { state, props, pending, form } = useFormAction({
    // The schemas' own words ('Code must be the 6 digits your app shows').
    labels: { [field]: null } as Record<N, null>,
    // Neither a password nor a code is typed back.
    kept: [],
    check: schema,
    send,
  });
  useEffect(() => {
    if (focusOnShow) form.current?.querySelector('input')?.focus();
  }, [form, focusOnShow]);
  return (
    <form {...props} className="mt-2 max-w-sm space-y-4">
      <FormAlertRegion message={state.alert} />
      <TextField
        label={label}
        name={field}
        required
        hint={hint}
        error={state.fields[field]}
        {...input}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? pendingLabel : submit}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
