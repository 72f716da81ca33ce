// Values a request may carry past its schema that the api cannot take: text holding U+0000, which
// PostgreSQL text cannot store (a query holding one fails), text holding a character no field
// takes (controls, invisible or reordering format characters: text-characters.ts), and numbers
// that are not finite, which the validator's type coercion makes of "1e400" while skipping its
// range checks for them.
import { fieldFromPointer, type FieldProblem } from './schema-errors.js';
import { hasRefusedCharacter, isSecretField, refusedCharactersMessage } from './text-characters.js';

const NUL = '\u0000';

/**
 * The first unstorable value in `value` (a parsed body, query or params), as a field problem;
 * undefined when there is none. Walks without recursion: a body may be nested arbitrarily deep.
 */
export function unstorableValue(value: unknown, label: string): FieldProblem | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, pointer] = next;
    const problem = problemOf(current, pointer, label);
    if (problem) return problem;
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, inner] of Object.entries(current)) {
      const path = `${pointer}/${key}`;
      if (key.includes(NUL)) return nulProblem(path, label);
      if (hasRefusedCharacter(key)) return refusedProblem(pointer, label);
      pending.push([inner, path]);
    }
  }
  return undefined;
}

function problemOf(value: unknown, pointer: string, label: string): FieldProblem | undefined {
  if (typeof value === 'string' && value.includes(NUL)) return nulProblem(pointer, label);
  if (typeof value === 'string' && hasRefusedCharacter(value)) {
    const key = pointer.slice(pointer.lastIndexOf('/') + 1);
    if (!isSecretField(key)) return refusedProblem(pointer, label);
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    const field = fieldFromPointer(pointer);
    return { ...(field && { field }), message: `${field ?? label} must be a finite number` };
  }
  return undefined;
}

function nulProblem(pointer: string, label: string): FieldProblem {
  const field = fieldFromPointer(pointer.replaceAll(NUL, '\\u0000'));
  return {
    ...(field && { field }),
    message: `${field ?? label} must not contain the character U+0000`,
  };
}

// Named by the field the text is in; a key holding such characters is named by its parent.
function refusedProblem(pointer: string, label: string): FieldProblem {
  const field = fieldFromPointer(pointer);
  return { ...(field && { field }), message: refusedCharactersMessage(field ?? label) };
}
