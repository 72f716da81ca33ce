import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Field } from '../../../components/form/field';

/** SPEC.md §9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

interface ReferralSearchProps {
  /** The search the table shows now. */
  value: string;
  onSearch: (text: string) => void;
}

/** Name or e-mail search, sent once typing pauses for half a second. */
export function ReferralSearch({ value, onSearch }: ReferralSearchProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ value, onSearch });

  // The search changed elsewhere (cleared, or the back button): the box follows it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== latest.current.value) latest.current.onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <Field label="Search" role="search" grow>
      {({ id }) => (
        <input
          id={id}
          type="search"
          value={text}
          onChange={onChange}
          placeholder="Name or e-mail"
          autoComplete="off"
        />
      )}
    </Field>
  );
}
