import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  & > div:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled figures, one a line: a purchase's summary, bank details, the sale's facts. */
export function FactList({ facts, label }: { facts: readonly (Fact | null)[]; label?: string }) {
  return (
    <List aria-label={label}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </List>
  );
}
