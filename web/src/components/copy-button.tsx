import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/** How long "Copied" stays on the button. */
const SHOWN_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const Small = styled.button.attrs({ type: 'button' })`
  min-width: 44px;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;

  &[data-state='copied'] {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const TEXT: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the button's accessible name: "Copy {label}", then "Copied {label}". */
  label: string;
}

/**
 * Copies one value with a tap. The button reads "Copied" for a moment, and a polite live region
 * says what was copied (or that the browser refused) to screen-reader users.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // Missing outside secure contexts (plain http on another host than localhost).
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Small aria-label={`${TEXT[state]} ${label}`} data-state={state} onClick={() => void copy()}>
        {TEXT[state]}
      </Small>
      <VisuallyHidden role="status">
        {state === 'copied' ? `${label} copied` : null}
        {state === 'failed' ? `${label} could not be copied; select it instead` : null}
      </VisuallyHidden>
    </>
  );
}
