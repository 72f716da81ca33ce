import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToPaymentPage } from './payment-page';

const fields = { mid: 'RENT01', orderId: 'PTM-1', txnToken: 'txn-1' };

describe('handing the investor to the payment page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('posts the three fields from a hidden form, leaving the page', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    postToPaymentPage('https://pay.example/theia/showPaymentPage?mid=RENT01', fields);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.hidden).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/theia/showPaymentPage?mid=RENT01');
    expect([...form.elements].map((input) => (input as HTMLInputElement).type)).toEqual([
      'hidden',
      'hidden',
      'hidden',
    ]);
    expect(Object.fromEntries(new FormData(form))).toEqual(fields);
  });

  it('follows no address but http and https', () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    expect(() => postToPaymentPage('javascript:alert(1)', fields)).toThrow(
      'The payment page address is not valid.',
    );
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
  });
});
