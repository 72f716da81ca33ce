import { describe, expect, it } from 'vitest';
import { PaytmChecksum, otherKey } from './merchant.test-support.js';
import { signFields, signText, verifyFields, verifyText } from './signatures.js';

const key = 'sandboxKey#4821!';

describe('Paytm signatures', () => {
  it('sign texts and fields the way the official library verifies them, and the reverse', async () => {
    const text = JSON.stringify({ mid: 'RENTPR07429183650244', orderId: 'RENT-1' });
    expect(PaytmChecksum.verifySignature(text, key, await signText(text, key))).toBe(true);
    expect(verifyText(text, key, await PaytmChecksum.generateSignature(text, key))).toBe(true);

    const fields = { ORDERID: 'RENT-1', MID: 'RENTPR07429183650244', TXNAMOUNT: '3000.00' };
    expect(PaytmChecksum.verifySignature({ ...fields }, key, await signFields(fields, key))).toBe(
      true,
    );
    expect(
      verifyFields(fields, key, await PaytmChecksum.generateSignature({ ...fields }, key)),
    ).toBe(true);
  });

  it('are 108 characters with a fresh salt every time', async () => {
    const [first, second] = await Promise.all([signText('x', key), signText('x', key)]);
    expect(first).toHaveLength(108);
    expect(first).not.toBe(second);
  });

  it('refuse a changed text, another key, and checksums that are missing or not checksums', async () => {
    const signature = await signText('3000.00', key);
    expect(verifyText('3001.00', key, signature)).toBe(false);
    expect(verifyText('3000.00', otherKey, signature)).toBe(false);
    for (const wrong of [undefined, null, 42, '', 'not a checksum', signature.slice(4)]) {
      expect(verifyText('3000.00', key, wrong)).toBe(false);
    }
  });

  it('verify fields without the CHECKSUMHASH among them, leaving the caller’s object whole', async () => {
    const fields = { ORDERID: 'RENT-1', STATUS: 'TXN_SUCCESS' };
    const posted = { ...fields, CHECKSUMHASH: await signFields(fields, key) };
    expect(verifyFields(posted, key, posted.CHECKSUMHASH)).toBe(true);
    expect(posted.CHECKSUMHASH).toHaveLength(108);
  });
});
