import styled, { css } from 'styled-components';
import { Button } from './button';
import { spreadRow } from './spread-row';

/** The box of something that went wrong: a failed request, a refused application. */
export const dangerBox = css`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Panel = styled.div`
  ${spreadRow(3)}
  ${dangerBox}
`;

const Text = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;

  & > strong {
    display: block;
  }
`;

interface InlineErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed request explained in place, with a way to try again. */
export function InlineError({ title, message, onRetry, retrying = false }: InlineErrorProps) {
  return (
    <Panel role="alert">
      <Text>
        <strong>{title}</strong>
        {message}
      </Text>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Panel>
  );
}
