// A KYC submission travels on to api as the multipart form SPEC.md §7 describes.
import type { KycInput } from '../generated/graphql.js';

/**
 * Uploads arrive as the request parser's own File objects; they are copied into platform Files so
 * the outgoing FormData accepts them whatever implementation parsed the request.
 */
export async function kycForm(input: KycInput, documents: File[]): Promise<FormData> {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined || value === '') continue;
    form.append(field, String(value));
  }
  for (const document of documents) {
    const copy = new File([await document.arrayBuffer()], document.name, { type: document.type });
    form.append('aadharDocs', copy, document.name);
  }
  return form;
}
