/**
 * The payment settings in the console (issue 26 §1-§3): the site's terms (the deposit, when it and
 * the balance are due), the grace before an unpaid booking is listed for cancelling, whether that
 * happens by itself, and the bank details and instructions the guests' e-mails and page show; and
 * a villa's own terms over the site's. The owner saves, the manager reads. A save locks what it
 * replaces, checks the version the page read (412 when someone saved meanwhile, decision 055) and
 * is audited with the values before and after. A change applies to bookings confirmed after it:
 * each booking keeps the terms it was confirmed under.
 */
import type { PaymentTerms } from '#domain/payment-schedule.ts';
import type {
  PaymentSettingsInput,
  PaymentSettingsView,
  VillaPaymentTermsView,
} from '#domain/schemas/payment.ts';
import type { Database, Executor } from '../db/client.ts';
import { checkVersion, versionOf } from '#server/lib/edit-versions.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { appendAudit, villaTarget, type Actor } from '../staff/audit.ts';
import { findVillaHead, lockVilla } from '../villas/repository.ts';
import {
  findPaymentSettings,
  findVillaTerms,
  setVillaTerms,
  siteTermsOf,
  updatePaymentSettings,
  type PaymentSettingsRow,
} from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface SettingsDeps {
  db: Database;
  /** The card gateway's name when the server is configured for one (issue 38 §5). */
  cardGateway?: string | null;
  now?: () => Date;
}

export const SETTINGS_CHANGED =
  'Someone else saved the payment settings while you were changing them, so yours were not saved. Reload to see theirs, then make your changes again.';
export const TERMS_CHANGED =
  "Someone else saved this villa's payment terms while you were changing them, so yours were not saved. Reload to see theirs, then make your changes again.";
const NO_SUCH_VILLA = 'There is no villa with this id.';

const settingsValues = (row: PaymentSettingsRow) => ({
  depositPercent: row.depositPercent,
  depositDueDays: row.depositDueDays,
  balanceDueDays: row.balanceDueDays,
  graceDays: row.graceDays,
  autoCancel: row.autoCancel,
  bankDetails: row.bankDetails,
  paymentInstructions: row.paymentInstructions,
  cardPayments: row.cardPayments,
});

const settingsView = (
  deps: SettingsDeps,
  values: ReturnType<typeof settingsValues>,
): PaymentSettingsView => ({
  ...values,
  cardGateway: deps.cardGateway ?? null,
  version: versionOf(values),
});

export async function getPaymentSettings(deps: SettingsDeps): Promise<PaymentSettingsView> {
  return settingsView(deps, settingsValues(await findPaymentSettings(deps.db)));
}

export async function savePaymentSettings(
  deps: SettingsDeps,
  actor: Actor,
  input: PaymentSettingsInput,
  expected: string[] | null = null,
): Promise<PaymentSettingsView> {
  return deps.db.transaction(async (tx) => {
    const before = settingsValues(await findPaymentSettings(tx, true));
    checkVersion(expected, versionOf(before), SETTINGS_CHANGED);
    const values = {
      ...input,
      // Blank means none: the columns keep '' rather than null.
      bankDetails: input.bankDetails ?? '',
      paymentInstructions: input.paymentInstructions ?? '',
      cardPayments: input.cardPayments ?? before.cardPayments,
    };
    if (values.cardPayments && !before.cardPayments && !deps.cardGateway) {
      throw conflict(
        'Card payment needs the card company’s account on the server first (PAYHERE_* in the README): until then guests cannot pay by card.',
      );
    }
    await updatePaymentSettings(tx, values, nowOf(deps));
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'payment.settings',
      target: 'payment-settings',
      before,
      after: values,
    });
    return settingsView(deps, values);
  });
}

async function termsView(db: Executor, villaId: string): Promise<VillaPaymentTermsView> {
  const [terms, site] = await Promise.all([findVillaTerms(db, villaId), findPaymentSettings(db)]);
  const own = terms ?? null;
  return { villaId, terms: own, siteTerms: siteTermsOf(site), version: versionOf({ own }) };
}

export async function getVillaPaymentTerms(
  deps: SettingsDeps,
  villaId: string,
): Promise<VillaPaymentTermsView> {
  if (!(await findVillaHead(deps.db, villaId))) throw notFound(NO_SUCH_VILLA);
  return termsView(deps.db, villaId);
}

export async function saveVillaPaymentTerms(
  deps: SettingsDeps,
  actor: Actor,
  villaId: string,
  terms: PaymentTerms | null,
  expected: string[] | null = null,
): Promise<VillaPaymentTermsView> {
  return deps.db.transaction(async (tx) => {
    if (!(await findVillaHead(tx, villaId))) throw notFound(NO_SUCH_VILLA);
    await lockVilla(tx, villaId);
    const before = (await findVillaTerms(tx, villaId)) ?? null;
    checkVersion(expected, versionOf({ own: before }), TERMS_CHANGED);
    await setVillaTerms(tx, villaId, terms, nowOf(deps));
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'villa.payment-terms',
      target: villaTarget(villaId),
      before,
      after: terms,
    });
    return termsView(tx, villaId);
  });
}
