// The one response shape of the api (DESIGN.md §3): {status, message, data}, and on failure
// data null plus field-level errors. Routes declare their responses with these schemas so that
// serialisation is compiled and nothing undeclared reaches a client.
import { Type, type Static, type TSchema } from 'typebox';

export const FieldError = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  reason: Type.Optional(
    Type.String({
      description:
        'A machine-readable cause for clients that act on it, e.g. EMAIL_NOT_VERIFIED; the ' +
        'message stays the text to show',
    }),
  ),
});

export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  data: Type.Null(),
  errors: Type.Array(FieldError),
});

export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export function SuccessEnvelope<Data extends TSchema>(data: Data) {
  return Type.Object({
    status: Type.Literal(true),
    message: Type.String(),
    data,
  });
}

/** The `response` part of a route schema: the success shape plus the error shape for 4xx/5xx. */
export function envelopeResponses<Data extends TSchema>(data: Data) {
  return {
    200: SuccessEnvelope(data),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}

/** The same for a route whose success creates something (201). */
export function createdEnvelopeResponses<Data extends TSchema>(data: Data) {
  return {
    201: SuccessEnvelope(data),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}

export function ok<Data>(data: Data, message = 'OK') {
  return { status: true as const, message, data };
}

export function failure(message: string, errors: ErrorEnvelope['errors'] = []): ErrorEnvelope {
  return { status: false, message, data: null, errors };
}
