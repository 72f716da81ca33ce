// Hands the investor over to the payment gateway: the gateway's page expects a form POST of the
// started transaction, so the browser leaves this app by a real top-level navigation.

export interface PaymentPageFields {
  mid: string;
  orderId: string;
  txnToken: string;
}

/** Posts `fields` to `pageUrl` from a hidden form; only http(s) addresses are followed. */
export function postToPaymentPage(pageUrl: string, fields: PaymentPageFields): void {
  const target = new URL(pageUrl, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error('The payment page address is not valid.');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = target.href;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
