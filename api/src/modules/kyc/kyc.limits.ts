// How much a KYC submission may carry. 5 MB is 5 MiB; the request may hold the four largest
// documents plus room for the form fields and the multipart framing.
const MIB = 1024 * 1024;

export const KYC_DOCUMENT_LIMITS = {
  files: 4,
  fileBytes: 5 * MIB,
  requestBytes: 20 * MIB + 64 * 1024,
  /** Text fields: how many, and how many bytes each. */
  fields: 20,
  fieldBytes: 1024,
} as const;
