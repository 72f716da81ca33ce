import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../../components/spread-row';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import type { SalesGraphRange } from '../../../gql/graphql';
import { SalesGraphQuery } from '../api/sales-graph-query';
import { TokensSoldChart } from './tokens-sold-chart';

const Toolbar = styled.div`
  ${spreadRow(2)}

  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RangeSwitch = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  button {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Note = styled.p`
  display: grid;
  place-items: center;
  min-height: 240px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RANGES: readonly SalesGraphRange[] = ['LAST_7_DAYS', 'LAST_30_DAYS'];
const LABELS: Record<SalesGraphRange, string> = { LAST_7_DAYS: '7 Days', LAST_30_DAYS: '30 Days' };
const PERIODS: Record<SalesGraphRange, string> = {
  LAST_7_DAYS: 'the last 7 days',
  LAST_30_DAYS: 'the last 30 days',
};

export interface SalesGraph {
  labels: readonly string[];
  data: readonly string[];
}

interface TokensSoldCardProps {
  /** The last 7 days, from the dashboard's request; undefined while it is on its way. */
  lastWeek: SalesGraph | undefined;
}

/** The tokens-sold chart with its 7-day or 30-day selector; 30 days are fetched when chosen. */
export default function TokensSoldCard({ lastWeek }: TokensSoldCardProps) {
  const [range, setRange] = useState<SalesGraphRange>('LAST_7_DAYS');
  const wantsMonth = range === 'LAST_30_DAYS';
  const month = useQuery(SalesGraphQuery, wantsMonth ? { variables: { range } } : skipToken);
  const graph = wantsMonth ? month.data?.salesGraph : lastWeek;

  // The dashboard reads the last 7 days again when sales come in (decision 0093); the 30 days
  // shown instead follow them.
  const shownWeek = useRef(lastWeek);
  const { refetch } = month;
  useEffect(() => {
    if (shownWeek.current === lastWeek) return;
    const first = shownWeek.current === undefined;
    shownWeek.current = lastWeek;
    if (wantsMonth && !first) void refetch().catch(() => undefined);
  }, [lastWeek, wantsMonth, refetch]);

  // SPEC.md §8: a failed graph request is only logged.
  useEffect(() => {
    if (month.error) console.error('Graph fetch failed', month.error);
  }, [month.error]);

  return (
    <Card title="Tokens Sold" busy={!graph && !month.error}>
      <Toolbar>
        <p>RENT sold per day (IST)</p>
        <RangeSwitch role="group" aria-label="Chart range">
          {RANGES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={choice === range}
              onClick={() => setRange(choice)}
            >
              {LABELS[choice]}
            </button>
          ))}
        </RangeSwitch>
      </Toolbar>
      {graph ? (
        <TokensSoldChart labels={graph.labels} data={graph.data} period={PERIODS[range]} />
      ) : wantsMonth && month.error ? (
        <Note>No figures for this range right now.</Note>
      ) : (
        <Skeleton $height="240px" />
      )}
    </Card>
  );
}
