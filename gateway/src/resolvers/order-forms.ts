// A manual order travels on to api as the multipart form SPEC.md §7 describes: amount and proof.

/**
 * The upload arrives as the request parser's own File; it is copied into a platform File so the
 * outgoing FormData accepts it whatever implementation parsed the request.
 */
export async function manualOrderForm(amount: string, proof: File): Promise<FormData> {
  const form = new FormData();
  form.append('amount', amount);
  form.append('currency', 'INR');
  const copy = new File([await proof.arrayBuffer()], proof.name, { type: proof.type });
  form.append('proof', copy, proof.name);
  return form;
}
