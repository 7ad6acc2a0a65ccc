/**
 * The payment forms' fields, read into the bodies of PUT /api/console/payment-settings and
 * .../payment-terms, which the domain's schemas check in the browser and again on the server.
 * Nothing is guessed: a number left empty or typed wrong reaches the schema as NaN, whose message
 * ('must be a whole number of days from 0 to 30') then shows beside it.
 */
const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const numberOf = (form: FormData, name: string): number => {
  const text = textOf(form, name).trim();
  return text === '' ? Number.NaN : Number(text);
};

export const TERMS_LABELS = {
  depositPercent: 'Deposit',
  depositDueDays: 'Deposit due within',
  balanceDueDays: 'Balance due',
} as const;

export const SETTINGS_LABELS = {
  ...TERMS_LABELS,
  graceDays: 'Grace period',
  autoCancel: 'Cancel automatically',
  bankDetails: 'Bank details',
  paymentInstructions: 'Payment instructions',
  cardPayments: 'Guests may pay by card online',
} as const;

export const readTerms = (form: FormData) => ({
  depositPercent: numberOf(form, 'depositPercent'),
  depositDueDays: numberOf(form, 'depositDueDays'),
  balanceDueDays: numberOf(form, 'balanceDueDays'),
});

export const readSettings = (form: FormData) => ({
  ...readTerms(form),
  graceDays: numberOf(form, 'graceDays'),
  autoCancel: form.get('autoCancel') === 'on',
  bankDetails: textOf(form, 'bankDetails'),
  paymentInstructions: textOf(form, 'paymentInstructions'),
  // Only where the switch can be used (the server has a card gateway): otherwise it stays as it is.
  ...(form.has('cardPaymentsShown') ? { cardPayments: form.get('cardPayments') === 'on' } : {}),
});
