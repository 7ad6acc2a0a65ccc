/**
 * PayHere's signatures against worked examples: the digests below were computed by hand from the
 * formulas PayHere documents (decision 123), with Python's hashlib rather than this code, e.g.
 *   m = lambda s: hashlib.md5(s.encode()).hexdigest().upper()
 *   m('2xxxxx' + '12345' + '1000.00' + 'LKR' + m('x' * 32))
 */
import { describe, expect, it } from 'vitest';
import { checkoutHash, notificationSigned } from './payhere-signature.ts';

/** The placeholders of PayHere's own samples: merchant 2xxxxx, a secret of 32 x's. */
const SAMPLE = { merchantId: '2xxxxx', secret: 'x'.repeat(32) };
const OURS = { merchantId: '1211149', secret: 'a-sandbox-secret-of-our-own' };

describe('checkoutHash', () => {
  it("is PayHere's hash of its sample order, 1000.00 LKR", () => {
    expect(
      checkoutHash(
        { merchantId: SAMPLE.merchantId, orderId: '12345', amountCents: 100_000, currency: 'LKR' },
        SAMPLE.secret,
      ),
    ).toBe('D76F7AB16EDBE176244577AE8A46F460');
  });

  it('is the hash of a deposit of ours, 1276.00 USD, written with two decimals', () => {
    expect(
      checkoutHash(
        {
          merchantId: OURS.merchantId,
          orderId: 'VB-7Q2M-1',
          amountCents: 127_600,
          currency: 'USD',
        },
        OURS.secret,
      ),
    ).toBe('F55844F8DBA5D0324ABDD31221361680');
  });
});

describe('notificationSigned', () => {
  const paid = {
    merchantId: SAMPLE.merchantId,
    orderId: '12345',
    amount: '1000.00',
    currency: 'LKR',
    statusCode: '2',
  };
  const md5sig = 'ABA32E234F1A1E99ECC80F02BFF94AB4';

  it("accepts PayHere's signature of a paid notification, in either case", () => {
    expect(notificationSigned(paid, md5sig, SAMPLE.secret)).toBe(true);
    expect(notificationSigned(paid, md5sig.toLowerCase(), SAMPLE.secret)).toBe(true);
  });

  it('refuses it once any signed field, or the secret, is not the one signed', () => {
    expect(notificationSigned({ ...paid, amount: '1000.01' }, md5sig, SAMPLE.secret)).toBe(false);
    expect(notificationSigned({ ...paid, amount: '1000' }, md5sig, SAMPLE.secret)).toBe(false);
    expect(notificationSigned({ ...paid, currency: 'USD' }, md5sig, SAMPLE.secret)).toBe(false);
    expect(notificationSigned({ ...paid, statusCode: '0' }, md5sig, SAMPLE.secret)).toBe(false);
    expect(notificationSigned({ ...paid, orderId: '12346' }, md5sig, SAMPLE.secret)).toBe(false);
    expect(notificationSigned({ ...paid, merchantId: '2xxxxy' }, md5sig, SAMPLE.secret)).toBe(
      false,
    );
    expect(notificationSigned(paid, md5sig, OURS.secret)).toBe(false);
  });

  it('refuses a signature of another length or none', () => {
    for (const bad of ['', md5sig.slice(1), `${md5sig}0`, 'ż'.repeat(16)]) {
      expect(notificationSigned(paid, bad, SAMPLE.secret), bad).toBe(false);
    }
  });
});
