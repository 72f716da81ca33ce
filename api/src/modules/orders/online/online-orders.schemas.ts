import { Type, type Static } from 'typebox';
import { OrderView } from '../orders.view.js';

export const CreateOrderBody = Type.Object(
  {
    // Any JSON value, checked by the service alone, which answers SPEC.md's messages for each kind
    // of wrong amount: a list, a truth value or an object is "not a valid number", never the value
    // inside it (request bodies are never coerced, see lib/validator-compilers.ts).
    amount: Type.Optional(
      Type.Unknown({
        description:
          'Rupees to pay, as a number or its text: a positive multiple of the token price (whole RENT)',
        examples: [3000],
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const PaymentInitData = Type.Object({
  txnToken: Type.String({ description: 'Paytm transaction token, valid 15 minutes' }),
  paytmOrderId: Type.String({ description: 'Paytm order id to post as orderId' }),
  mid: Type.String({ description: 'Merchant id to post as mid' }),
  paymentPageUrl: Type.String({
    description: 'Where the browser form-POSTs mid, orderId, txnToken',
  }),
  order: OrderView,
});

/** The form Paytm posts to the callback URL, passed on as JSON (every value a string). */
export const PaymentCallbackBody = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$' }),
  Type.String({ maxLength: 1000 }),
  { maxProperties: 60, description: 'Every field of the callback form, CHECKSUMHASH included' },
);

export const PaymentOutcomeData = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('pending')]),
  purchaseId: Type.String(),
  paytmOrderId: Type.String(),
  amount: Type.String({ pattern: '^\\d+\\.\\d{2}$' }),
  tokens: Type.String({ pattern: '^\\d+(\\.\\d+)?$' }),
  currency: Type.Literal('INR'),
});

export const UnpaidOrderParams = Type.Object({
  purchaseId: Type.String({ maxLength: 40, description: 'The order’s reference, RENT-…' }),
});

export const CancelOrderData = Type.Object({
  outcome: Type.Union([Type.Literal('cancelled'), Type.Literal('paid')], {
    description:
      'cancelled; or paid: Paytm had its payment, so it is credited (or due a refund) instead',
  }),
  order: OrderView,
});
