import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../styles/theme';

/**
 * How the pairs are set out:
 * - `rows`: one pair a line, label left and value right, lines divided by a rule (a purchase's
 *   summary, bank details);
 * - `grid`: the labels in one column and the values right-aligned in the other (a card's or a
 *   dialog's facts);
 * - `figures`: a few large figures under small capitals, listed as rows in a narrow frame and side
 *   by side in a wide one;
 * - `summary`: large figures under their labels, side by side from the md breakpoint up.
 */
export type FactLayout = 'rows' | 'grid' | 'figures' | 'summary';

/**
 * A value's own look: `reference` for identifiers (set in the monospace font), `note` for a
 * sentence or an address among large figures.
 */
export type FactLook = 'reference' | 'note';

export type Fact = readonly [label: string, value: ReactNode, look?: FactLook];

interface ListLook {
  $layout: FactLayout;
  /** The space between lines of a grid, in theme steps. */
  $spacing: number;
  $plain: boolean;
  $numeric: boolean;
  $centered: boolean;
}

/** A line a fact, its label and value at either end, the value wrapping below when they do not fit. */
const lines = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
  }
`;

const rows = css`
  ${lines}

  & > div {
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
    font-weight: 600;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const grid = css<ListLook>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: ${({ $centered }) => ($centered ? 'center' : 'normal')};
  gap: ${({ theme, $spacing }) => `${theme.space($spacing)} ${theme.space(4)}`};

  & > div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ $plain }) => ($plain ? 'inherit' : 600)};
    text-align: ${({ $plain }) => ($plain ? 'left' : 'right')};
    font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
  }

  ul {
    margin: 0;
    padding-left: 1.1em;
  }
`;

const figures = css`
  ${lines}

  & > div {
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space(3)};
  }

  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    font-size: 1.15rem;
    font-weight: 700;
  }

  @container (min-width: 26rem) {
    flex-direction: row;
    justify-content: space-between;

    & > div {
      flex-direction: column;
      align-items: flex-start;
    }

    & > div:last-child {
      align-items: flex-end;
    }
  }
`;

const summary = css`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${media.md} {
    grid-template-columns: auto auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(10)};
  }

  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 1.3rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const LAYOUTS = { rows, grid, figures, summary };

const List = styled.dl<ListLook>`
  margin: 0;

  dd {
    margin: 0;
  }

  ${({ $layout }) => LAYOUTS[$layout]}

  && dd[data-look='reference'] {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9rem;
    /* An identifier too long for a phone's line fills each line and goes on, rather than
       breaking at its hyphen and leaving a character alone on the last line. */
    word-break: break-all;
  }

  && dd[data-look='note'] {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};

    code {
      font-family: ${({ theme }) => theme.fonts.mono};
      overflow-wrap: anywhere;
    }
  }
`;

interface FactListProps {
  /** The pairs in order; a null leaves its line out. */
  facts: readonly (Fact | null | false)[];
  /** The list's accessible name, where the screen names it. */
  label?: string;
  layout?: FactLayout;
  /** The space between lines of a grid, in theme steps. */
  spacing?: number;
  /** Values in the text's own weight, aligned with their labels' start (grid only). */
  plain?: boolean;
  /** Digits of equal width, so that figures line up (grid only). */
  numeric?: boolean;
  /** Labels centred on their values' lines, for values taller than a line of text (grid only). */
  centered?: boolean;
}

/** Labelled figures, one pair a line: a purchase's summary, an order's details, the sale's facts. */
export function FactList(props: FactListProps) {
  const { facts, label, layout = 'rows', spacing = 2 } = props;
  return (
    <List
      aria-label={label}
      $layout={layout}
      $spacing={spacing}
      $plain={props.plain ?? false}
      $numeric={props.numeric ?? false}
      $centered={props.centered ?? false}
    >
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]}>
            <dt>{fact[0]}</dt>
            <dd data-look={fact[2]}>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </List>
  );
}
