import { describe, expect, it } from 'vitest';
import { refusedFields } from '#tests/helpers/schema-refusal.ts';
import { payhereNotificationSchema } from './card-payment.ts';

/** PayHere's own sample notification (decision 123), every value a string as it is posted. */
const SAMPLE = {
  merchant_id: '1211149',
  order_id: 'ItemNo12345',
  payment_id: '320025071278',
  captured_amount: '4500.00',
  payhere_amount: '4500.00',
  payhere_currency: 'LKR',
  status_code: '2',
  md5sig: 'E325CE9B9315D3890727A3916090B056',
  custom_1: '',
  custom_2: '',
  status_message: 'Successfully received the VISA payment',
  method: 'VISA',
  card_holder_name: 'Saman Perera',
  card_no: '************1292',
  card_expiry: '12/21',
  recurring: '0',
};

const REQUIRED = [
  'merchant_id',
  'order_id',
  'payment_id',
  'payhere_amount',
  'payhere_currency',
  'status_code',
  'md5sig',
] as const;

/** The messages of a refused notification, by field. */
const refusal = (body: Record<string, unknown>) => refusedFields(payhereNotificationSchema, body);

describe('payhereNotificationSchema', () => {
  it("reads PayHere's sample notification, and drops the fields we do not use", () => {
    const parsed = payhereNotificationSchema.parse(SAMPLE);
    expect(parsed).toMatchObject({
      merchant_id: '1211149',
      order_id: 'ItemNo12345',
      payment_id: '320025071278',
      payhere_amount: '4500.00',
      payhere_currency: 'LKR',
      status_code: '2',
      md5sig: 'E325CE9B9315D3890727A3916090B056',
      card_expiry: '12/21',
    });
    expect(parsed).not.toHaveProperty('recurring');
    expect(parsed).not.toHaveProperty('captured_amount');
  });

  it('names each field PayHere always sends when it is missing or empty', () => {
    for (const field of REQUIRED) {
      const { [field]: _, ...without } = SAMPLE;
      expect(Object.keys(refusal(without)), field).toEqual([field]);
      expect(refusal({ ...SAMPLE, [field]: '' })[field], field).toBe(`${field} is required`);
    }
  });

  it('refuses values in another shape than PayHere documents', () => {
    const wrong: [string, string, string][] = [
      ['payhere_amount', '4500', 'payhere_amount must be an amount with two decimals, as 1276.00'],
      [
        'payhere_amount',
        '4,500.00',
        'payhere_amount must be an amount with two decimals, as 1276.00',
      ],
      ['payhere_amount', '-1.00', 'payhere_amount must be an amount with two decimals, as 1276.00'],
      ['payhere_currency', 'usd', 'payhere_currency must be a currency code, as USD'],
      ['payhere_currency', 'USDT', 'payhere_currency must be a currency code, as USD'],
      ['status_code', '3', 'status_code must be one of 2, 0, -1, -2, -3'],
      ['status_code', '__proto__', 'status_code must be one of 2, 0, -1, -2, -3'],
      ['md5sig', 'E325CE9B9315D3890727A3916090B05', 'md5sig must be 32 hexadecimal digits'],
      ['md5sig', 'G325CE9B9315D3890727A3916090B056', 'md5sig must be 32 hexadecimal digits'],
      ['merchant_id', '12111a9', 'merchant_id must be digits'],
      ['payment_id', '3200 25071278', 'payment_id must be digits'],
    ];
    for (const [field, value, message] of wrong) {
      expect(refusal({ ...SAMPLE, [field]: value }), `${field} ${value}`).toEqual({
        [field]: message,
      });
    }
  });

  it('refuses control characters, overlong values and values that are not text, in every field', () => {
    for (const field of [...REQUIRED, 'status_message', 'card_holder_name', 'custom_1']) {
      expect(Object.keys(refusal({ ...SAMPLE, [field]: 'a\u0000b' })), field).toEqual([field]);
      expect(Object.keys(refusal({ ...SAMPLE, [field]: 'x'.repeat(100_000) })), field).toEqual([
        field,
      ]);
      // A field posted twice arrives as a list.
      expect(Object.keys(refusal({ ...SAMPLE, [field]: ['2', '2'] })), field).toEqual([field]);
    }
  });
});
