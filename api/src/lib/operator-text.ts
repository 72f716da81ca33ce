// Text an operator types into the admin CLI (a reviewer's name, a rejection reason) ends up in the
// audit log and in mail to investors: one line, no control characters, within a length.
import { badRequest } from './errors.js';

export interface OperatorTextRule {
  /** The refusal when nothing is left after cleaning. */
  missing: string;
  maxLength: number;
  /** The refusal when the text is longer than `maxLength` characters. */
  tooLong: string;
}

export function operatorText(input: string, rule: OperatorTextRule): string {
  const text = input
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') throw badRequest(rule.missing);
  if ([...text].length > rule.maxLength) throw badRequest(rule.tooLong);
  return text;
}
