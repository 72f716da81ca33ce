import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, FieldHint, fieldLabel, inputLook } from './form-frame';

/**
 * How the control looks: `text` is the usual input or select, `mono` sets an address or a link in
 * the monospace font, `large` a figure in a larger one, `compact` a select as wide as its choices,
 * `file` a file input in the browser's own look.
 */
export type ControlLook = 'text' | 'mono' | 'large' | 'compact' | 'file';

const CONTROL_LOOKS = {
  text: css`
    input,
    select {
      ${inputLook}
    }
  `,
  mono: css`
    input {
      ${inputLook}
      font-family: ${({ theme }) => theme.fonts.mono};
      font-size: 0.85rem;
    }
  `,
  large: css`
    input {
      ${inputLook}
      font-size: 1.1rem;
    }
  `,
  compact: css`
    select {
      ${inputLook}
      width: auto;
      min-width: 6rem;
    }
  `,
  // A percentage width keeps the file input's wide intrinsic size from widening a dialog.
  file: css`
    input {
      width: 100%;
    }
  `,
};

const Frame = styled.div<{ $control: ControlLook; $grow: boolean }>`
  display: flex;
  flex: ${({ $grow }) => ($grow ? '1 1 16rem' : '0 1 auto')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  ${({ $control }) => CONTROL_LOOKS[$control]}
`;

/** What the control needs to be tied to its label, hint and message. */
export interface FieldControl {
  id: string;
  /** The ids of the hint and the message shown, for `aria-describedby`. */
  describedBy: string | undefined;
  hintId: string;
  errorId: string;
}

interface FieldProps {
  label: string;
  /** Help under the control. */
  hint?: ReactNode;
  /** What is wrong with the value, under the hint. */
  error?: ReactNode;
  /** `alert` when the message should be announced as it appears. */
  errorRole?: 'alert';
  control?: ControlLook;
  /** Takes the free width of a row of fields. */
  grow?: boolean;
  role?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled control: its label above, then the control, its hint and what is wrong with it. */
export function Field(props: FieldProps) {
  const { label, hint, error, errorRole, control = 'text', grow = false, role, children } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Frame role={role} $control={control} $grow={grow}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: describedBy || undefined, hintId, errorId })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role={errorRole}>
          {error}
        </FieldError>
      ) : null}
    </Frame>
  );
}
