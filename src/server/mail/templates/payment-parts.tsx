/**
 * How a guest pays (issue 26 §2), in every booking e-mail from the confirmation on: the schedule's
 * amounts and due dates, then the bank details and instructions the owner keeps in the console.
 * No payment is taken online; most guests pay by bank transfer or in cash at the villa.
 */
import { Fragment } from 'react';
import { formatCents } from '#domain/money.ts';
import { dateLabel } from '../format.ts';
import { Details, P, Quote } from '../layout.tsx';

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

export function HowToPay({ installments, bankDetails, instructions }: HowToPayProps) {
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
      {bankDetails ? (
        <>
          <P>Please pay by bank transfer to:</P>
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
