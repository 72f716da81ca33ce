// The multipart form of POST /order/manual, as documentation for the OpenAPI document; the route
// reads and checks it itself, with the product's own messages.
import { Type } from 'typebox';

export const ManualOrderForm = Type.Object({
  amount: Type.String({
    description:
      'Rupees transferred: at least 1000 and a multiple of the token price (whole RENT), at most 2 decimals',
    examples: ['5000'],
  }),
  currency: Type.Optional(
    Type.String({ description: 'Optional; when sent it must be INR (manual payment is INR only)' }),
  ),
  proof: Type.String({
    format: 'binary',
    description:
      'One proof of payment: JPEG, PNG, WebP or PDF, checked by content; at most 5 MB (413 beyond)',
  }),
});
