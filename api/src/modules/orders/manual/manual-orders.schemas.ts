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
      'One proof of payment: JPEG, PNG, WebP or PDF, checked by content; at most 5 MB (413 ' +
      'beyond). Images are kept re-encoded; a PDF with scripts, actions or attached files, or ' +
      'one that cannot be read, is refused (422)',
  }),
});

export const BankReferenceData = Type.Object({
  reference: Type.String({
    pattern: '^[A-HJKMNP-Z2-9]{8}$',
    description: 'Eight characters to write in the transfer’s remarks, such as 7KX2M9QD',
  }),
});
