import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { TextField } from '#web/components/ui/field.tsx';
import { pageAfterSignIn } from '#web/console/paths.ts';
import {
  AccountForm,
  AccountPage,
  EmailField,
  PasswordField,
  schemaOnDemand,
  useAccountForm,
} from './account-form.tsx';
import { signIn, verifyBackupCode, verifyTotp } from './api.ts';

const FIELDS = ['email', 'password'] as const;

// The domain's schemas, fetched as the form is first sent (account-form.tsx schemaOnDemand).
const accountSchemas = () => import('#domain/schemas/staff-account.ts');
const SIGN_IN = schemaOnDemand(() => accountSchemas().then((m) => m.signInSchema));
const TOTP_CODE = schemaOnDemand(() => accountSchemas().then((m) => m.totpCodeFormSchema));
const BACKUP_CODE = schemaOnDemand(() => accountSchemas().then((m) => m.backupCodeFormSchema));
const CODE_FIELDS = ['code'] as const;

const linkButtonClasses =
  'inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900';

/**
 * /console/login: e-mail and password; for an account with two-step sign-in (decision 042) then
 * the code from the authenticator app, or a backup code; then the page the person came from, or
 * Today.
 */
export function LoginPage() {
  const next = pageAfterSignIn(new URLSearchParams(useSearch()).get('next'));
  const [askingCode, setAskingCode] = useState(false);
  // Whoever was known before (nobody, or another person) is asked for again.
  const form = useAccountForm({
    fields: FIELDS,
    kept: ['email'],
    schema: SIGN_IN,
    send: signIn,
    next,
    stay: (answer) => {
      const asked = (answer as { twoFactorRedirect?: unknown } | undefined)?.twoFactorRedirect;
      if (asked === true) setAskingCode(true);
      return asked === true;
    },
  });

  if (askingCode) return <SecondStep next={next} onRestart={() => setAskingCode(false)} />;

  return (
    <AccountPage title="Sign in">
      <AccountForm form={form} submit={['Sign in', 'Signing in…']}>
        <EmailField state={form.state} />
        <PasswordField state={form.state} />
      </AccountForm>
    </AccountPage>
  );
}

/** The code after the password: the app's 6 digits, or one backup code. */
function SecondStep({ next, onRestart }: { next: string; onRestart: () => void }) {
  const [backup, setBackup] = useState(false);
  return (
    <AccountPage
      title="Enter your code"
      intro={
        backup
          ? 'Type one of the backup codes you saved when you turned on two-step sign-in. Each works once.'
          : 'Open the authenticator app on your phone and type the 6-digit code it shows for the console.'
      }
    >
      {/* A new form for each kind of code: nothing typed for one is sent as the other. */}
      <CodeForm key={backup ? 'backup' : 'app'} backup={backup} next={next} />
      <div className="mt-4 flex flex-col items-start gap-1">
        <button type="button" className={linkButtonClasses} onClick={() => setBackup(!backup)}>
          {backup ? 'Use the code from your app instead' : 'Use a backup code instead'}
        </button>
        <button type="button" className={linkButtonClasses} onClick={onRestart}>
          Start again with your password
        </button>
      </div>
    </AccountPage>
  );
}

function CodeForm({ backup, next }: { backup: boolean; next: string }) {
  const code = useAccountForm({
    fields: CODE_FIELDS,
    kept: [],
    schema: backup ? BACKUP_CODE : TOTP_CODE,
    send: backup ? verifyBackupCode : verifyTotp,
    next,
  });
  // The field the person came to this step for, ready to type in (also after switching kinds).
  const { form, state } = code;
  useEffect(() => form.current?.querySelector('input')?.focus(), [form]);

  return (
    <AccountForm form={code} submit={['Continue', 'Checking…']}>
      {backup ? (
        <TextField
          label="Backup code"
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={state.fields.code}
        />
      ) : (
        <TextField
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={state.fields.code}
        />
      )}
    </AccountForm>
  );
}
