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
import { INSTALLMENT_LABELS, installmentStanding, type InstallmentStatus } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import { dateLabel } from '../format.ts';
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

const KIND_WORDS: Record<MailInstallment['kind'], string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'The whole stay',
};

/** Text as typed, its line breaks kept in the HTML and in the plain-text part alike. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** Where "Pay $X by card" leads: the booking's page, its private link (absent: no button). */
type PayLink = { payLink?: MailLink | undefined };

export function HowToPay({
  installments,
  bankDetails,
  instructions,
  cardNextCents,
  payLink,
}: HowToPayProps & PayLink) {
  if (installments.length === 0) return null;
  return (
    <>
      <P>What to pay, and by when:</P>
      <Details
        rows={installments.map((installment) => [
          `${KIND_WORDS[installment.kind]}, by ${dateLabel(installment.dueOn)}`,
          formatCents(installment.amountCents),
        ])}
      />
      <PayBy
        bankDetails={bankDetails}
        instructions={instructions}
        cardNextCents={cardNextCents}
        payLink={payLink}
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
}: Pick<HowToPayProps, 'bankDetails' | 'instructions' | 'cardNextCents'> & PayLink) {
  const card = cardNextCents && payLink ? formatCents(cardNextCents) : null;
  return (
    <>
      {card && payLink && (
        <>
          <P>Pay {card} by card on your booking&apos;s page, securely through PayHere:</P>
          <Action href={payLink}>Pay {card} by card</Action>
        </>
      )}
      {bankDetails ? (
        <>
          <P>{card ? 'Or pay by bank transfer to:' : 'Please pay by bank transfer to:'}</P>
          <Quote>
            <Lines text={bankDetails} />
          </Quote>
        </>
      ) : (
        <P>Reply to this e-mail and we will tell you how to pay.</P>
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
export function MoneyPart({ money, payLink }: { money: HowToPayProps | MailMoney } & PayLink) {
  if (!isMailMoney(money)) return <HowToPay {...money} payLink={payLink} />;
  const { installments, totalCents, paidCents, refundedCents, balanceCents, creditCents } = money;
  if (installments.length === 0 && paidCents === 0 && refundedCents === 0) return null;
  const paidInFull = balanceCents === 0 && totalCents > 0;
  return (
    <>
      <P>Your payments:</P>
      <Details
        rows={[
          ...installments.map((installment): [string, string] => [
            `${INSTALLMENT_LABELS[installment.kind]}, due by ${dateLabel(installment.dueOn)}`,
            `${formatCents(installment.amountCents)} (${installmentStanding(installment)})`,
          ]),
          ['Total', formatCents(totalCents)],
          ['Paid so far', formatCents(paidCents)],
          ['Refunded', refundedCents > 0 ? formatCents(refundedCents) : null],
          ['Left to pay', paidInFull ? 'Paid in full' : formatCents(balanceCents)],
          ['Paid beyond the total', creditCents > 0 ? formatCents(creditCents) : null],
        ]}
      />
      {paidInFull && creditCents === 0 && <P>Paid in full: thank you.</P>}
      {creditCents > 0 && (
        <P>
          You have paid {formatCents(creditCents)} more than the stay now costs: our team will
          refund it and send you a receipt.
        </P>
      )}
      {balanceCents > 0 && (
        <PayBy
          bankDetails={money.bankDetails}
          instructions={money.instructions}
          cardNextCents={money.cardNextCents}
          payLink={payLink}
        />
      )}
    </>
  );
}
