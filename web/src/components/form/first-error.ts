/**
 * The one message a form shows for a refused submit: the first error, in the order the rules
 * are listed (`priority`, usually SPEC.md's order), otherwise in field order.
 */
export function firstError(errors: object, priority: readonly string[] = []): string | null {
  const messages = collectMessages(errors);
  return priority.find((message) => messages.includes(message)) ?? messages[0] ?? null;
}

function collectMessages(errors: unknown): string[] {
  if (typeof errors === 'string') return errors ? [errors] : [];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.values(errors).flatMap(collectMessages);
}
