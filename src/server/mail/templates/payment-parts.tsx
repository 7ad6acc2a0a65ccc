/**
 * How a guest pays (issue 26 §2), in every booking e-mail from the confirmation on: the schedule's
 * amounts and due dates, then the bank details and instructions the owner keeps in the console.
 * Most guests pay by bank transfer or in cash at the villa; where the owner offers it, by card
 * online too (issue 38), from the booking's page.
 * `MoneyPart` adds where the money stands (issue 26 §1): what each part of the schedule has had,
 * what was paid, what is left or "Paid in full", and any credit; built by the server's
 * `mailMoneyOf` (src/server/payments/mail-money.ts) from the booking's account.
 */
import { Fragment } from 'react';
import type { Language } from '#domain/languages.ts';
import { installmentStanding } from '#domain/guest-sentences.ts';
import type { InstallmentStatus } from '#domain/ledger.ts';
import { mailWords, type MailWords } from '../language.ts';
import { Action, Details, P, Quote } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';

export interface MailInstallment {
  kind: 'deposit' | 'balance' | 'full';
  amountCents: number;
  dueOn: string;
}

/** What an e-mail says about paying; stored with the queued message as JSON (decision 029). */
export interface HowToPayProps {
  installments: MailInstallment[];
  bankDetails: string;
  instructions: string;
  /**
   * What the booking's page offers to pay by card now (issue 38 §1), the next part owed; absent
   * or null when card payment is off (and in messages queued before it existed).
   */
  cardNextCents?: number | null;
}

const kindWords = ({ t }: MailWords, kind: MailInstallment['kind']) =>
  ({ deposit: t.mail_kind_deposit, balance: t.mail_kind_balance, full: t.mail_kind_full })[kind]();

/** A part of the schedule as the account names it (the domain's INSTALLMENT_LABELS in English). */
const installmentWords = ({ t }: MailWords, kind: MailInstallment['kind']) =>
  ({
    deposit: t.mail_installment_deposit,
    balance: t.mail_installment_balance,
    full: t.mail_installment_full,
  })[kind]();

/** Text as typed, its line breaks kept in the HTML and in the plain-text part alike. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * Where "Pay $X by card" leads: the booking's page, its private link (absent: no button); and the
 * guest's language (English when absent).
 */
type PayLink = { payLink?: MailLink | undefined; language?: Language | undefined };

export function HowToPay({
  installments,
  bankDetails,
  instructions,
  cardNextCents,
  payLink,
  language,
}: HowToPayProps & PayLink) {
  if (installments.length === 0) return null;
  const words = mailWords(language);
  const { t, date, money } = words;
  return (
    <>
      <P>{t.mail_what_to_pay()}</P>
      <Details
        language={language}
        rows={installments.map((installment) => [
          t.mail_installment_by({
            kind: kindWords(words, installment.kind),
            date: date(installment.dueOn),
          }),
          money(installment.amountCents),
        ])}
      />
      <PayBy
        bankDetails={bankDetails}
        instructions={instructions}
        cardNextCents={cardNextCents}
        payLink={payLink}
        language={language}
      />
    </>
  );
}

/**
 * "Pay $X by card" where the booking's page offers it, then the owner's bank details and
 * instructions, or a word to reply when there are none.
 */
function PayBy({
  bankDetails,
  instructions,
  cardNextCents,
  payLink,
  language,
}: Pick<HowToPayProps, 'bankDetails' | 'instructions' | 'cardNextCents'> & PayLink) {
  const { t, money } = mailWords(language);
  const card = cardNextCents && payLink ? money(cardNextCents) : null;
  return (
    <>
      {card && payLink && (
        <>
          <P>{t.mail_pay_by_card_intro({ amount: card })}</P>
          <Action href={payLink}>{t.mail_pay_by_card_action({ amount: card })}</Action>
        </>
      )}
      {bankDetails ? (
        <>
          <P>{card ? t.mail_pay_bank_or() : t.mail_pay_bank()}</P>
          <Quote>
            <Lines text={bankDetails} />
          </Quote>
        </>
      ) : (
        <P>{t.mail_pay_ask()}</P>
      )}
      {instructions && (
        <Quote>
          <Lines text={instructions} />
        </Quote>
      )}
    </>
  );
}

/** A part of the schedule with what the money kept so far covers of it. */
export interface MailInstallmentStanding extends MailInstallment {
  status: InstallmentStatus;
  paidCents: number;
  owedCents: number;
}

/**
 * Where a booking's money stands on the day the e-mail is made (the account of decision 085), with
 * how to pay; stored with the queued message as JSON, so figures only.
 */
export interface MailMoney extends HowToPayProps {
  installments: MailInstallmentStanding[];
  /** The price of the stay as it stands. */
  totalCents: number;
  /** Payments less reversed payments. */
  paidCents: number;
  /** Refunds less reversed refunds. */
  refundedCents: number;
  /** What is still owed. */
  balanceCents: number;
  /** Paid and kept beyond the total: given back by the team. */
  creditCents: number;
}

const isMailMoney = (money: HowToPayProps | MailMoney): money is MailMoney =>
  'balanceCents' in money;

/**
 * The money part of a booking e-mail: the schedule with due dates and what each part has had, the
 * total, what was paid (and refunded), what is left or "Paid in full", any credit; then how to
 * pay while something is owed. A message queued with the schedule only (before the account was
 * in the mails) shows it as it did.
 */
export function MoneyPart({
  money: account,
  payLink,
  language,
}: { money: HowToPayProps | MailMoney } & PayLink) {
  if (!isMailMoney(account)) {
    return <HowToPay {...account} payLink={payLink} language={language} />;
  }
  const { installments, totalCents, paidCents, refundedCents, balanceCents, creditCents } = account;
  if (installments.length === 0 && paidCents === 0 && refundedCents === 0) return null;
  const paidInFull = balanceCents === 0 && totalCents > 0;
  const words = mailWords(language);
  const { t, date, money } = words;
  return (
    <>
      <P>{t.mail_your_payments()}</P>
      <Details
        language={language}
        rows={[
          ...installments.map((installment): [string, string] => [
            t.mail_installment_due_by({
              kind: installmentWords(words, installment.kind),
              date: date(installment.dueOn),
            }),
            `${money(installment.amountCents)} (${installmentStanding(installment, words.language)})`,
          ]),
          [t.mail_fact_total(), money(totalCents)],
          [t.mail_paid_so_far(), money(paidCents)],
          [t.mail_refunded(), refundedCents > 0 ? money(refundedCents) : null],
          [t.mail_left_to_pay(), paidInFull ? t.mail_paid_in_full() : money(balanceCents)],
          [t.mail_paid_beyond(), creditCents > 0 ? money(creditCents) : null],
        ]}
      />
      {paidInFull && creditCents === 0 && <P>{t.mail_paid_in_full_thanks()}</P>}
      {creditCents > 0 && <P>{t.mail_credit({ amount: money(creditCents) })}</P>}
      {balanceCents > 0 && (
        <PayBy
          bankDetails={account.bankDetails}
          instructions={account.instructions}
          cardNextCents={account.cardNextCents}
          payLink={payLink}
          language={language}
        />
      )}
    </>
  );
}
