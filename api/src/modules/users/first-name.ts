// How another investor is named to someone else (a referrer reading about a referee): by the first
// word of their name alone, and not at all when the stored name breaks today's rules (decision 0067).
import { hasRefusedCharacter } from '../../lib/text-characters.js';
import { personNameProblem } from './person-name.js';

/** "Asha" for "Asha Rao"; null for an empty name or one kept from before the rules. */
export function firstNameOf(fullname: string): string | null {
  const name = fullname.trim();
  if (name === '' || hasRefusedCharacter(name) || personNameProblem(name, 'Name')) return null;
  return name.split(/\s+/u)[0] ?? null;
}
