import { ParentSize } from '@visx/responsive';
import {
  AreaSeries,
  Axis,
  buildChartTheme,
  Grid,
  LineSeries,
  Tooltip,
  XYChart,
} from '@visx/xychart';
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCalendarDayShort, formatIndianNumber } from '@rent/sale-rules';

const HEIGHT = 240;
/** The RENT axis of a period with no sales: 0 at the bottom, a few whole ticks above. */
const EMPTY_DOMAIN = [0, 4];

const Plot = styled.div`
  position: relative;
  height: ${HEIGHT}px;
`;

const TooltipText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 0.85rem;
`;

interface Point {
  /** The day as YYYY-MM-DD in India Standard Time. */
  day: string;
  /** RENT sold that day, exactly as the gateway sent it. */
  tokens: string;
}

/** "2025-07-02" → "02 Jul". */
export const formatDay = formatCalendarDayShort;

// Plotting needs numbers; the figures people read keep the exact decimal text.
const x = (point: Point) => point.day;
const y = (point: Point) => Number(point.tokens) || 0;

interface TokensSoldChartProps {
  labels: readonly string[];
  data: readonly string[];
  /** Names the period, such as "the last 7 days". */
  period: string;
}

/** A line of the RENT sold each day, with the same figures as a table for screen readers. */
export function TokensSoldChart({ labels, data, period }: TokensSoldChartProps) {
  const { colors, fonts } = useTheme();
  const points = labels.map((day, index) => ({ day, tokens: data[index] ?? '0' }));
  // With nothing sold, a scale from 0 to 0 would draw its 0 line mid-chart: keep it at the bottom.
  const nothingSold = points.every((point) => y(point) === 0);
  const label = `RENT sold per day over ${period}`;
  const chartTheme = useMemo(
    () =>
      buildChartTheme({
        backgroundColor: colors.surface,
        colors: [colors.primary],
        gridColor: colors.border,
        gridColorDark: colors.textMuted,
        tickLength: 4,
        svgLabelSmall: { fill: colors.textMuted, fontSize: 11, fontFamily: fonts.body },
      }),
    [colors, fonts],
  );

  return (
    <>
      <Plot aria-hidden="true">
        <ParentSize debounceTime={50}>
          {({ width }) =>
            width > 0 ? (
              <XYChart
                width={width}
                height={HEIGHT}
                theme={chartTheme}
                margin={{ top: 12, right: 16, bottom: 28, left: 56 }}
                xScale={{ type: 'point', padding: 0.2 }}
                yScale={{
                  type: 'linear',
                  nice: true,
                  zero: true,
                  ...(nothingSold && { domain: EMPTY_DOMAIN }),
                }}
                accessibilityLabel={label}
              >
                <Grid columns={false} numTicks={4} />
                <AreaSeries
                  dataKey="area"
                  data={points}
                  xAccessor={x}
                  yAccessor={y}
                  fillOpacity={0.08}
                  lineProps={{ strokeWidth: 0 }}
                />
                <LineSeries dataKey="RENT sold" data={points} xAccessor={x} yAccessor={y} />
                <Axis
                  orientation="bottom"
                  numTicks={width < 480 ? 4 : 7}
                  tickFormat={(day: string) => formatDay(day)}
                />
                <Axis
                  orientation="left"
                  numTicks={4}
                  tickFormat={(value: number) => formatIndianNumber(value)}
                />
                <Tooltip<Point>
                  snapTooltipToDatumX
                  showVerticalCrosshair
                  showSeriesGlyphs
                  renderTooltip={({ tooltipData }) => {
                    const point = tooltipData?.nearestDatum?.datum;
                    return point ? (
                      <TooltipText>
                        <strong>{formatDay(point.day)}</strong>
                        <span>{formatIndianNumber(point.tokens)} RENT</span>
                      </TooltipText>
                    ) : null;
                  }}
                />
              </XYChart>
            ) : null
          }
        </ParentSize>
      </Plot>
      <VisuallyHidden as="table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">RENT sold</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{formatDay(point.day)}</th>
              <td>{formatIndianNumber(point.tokens)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </>
  );
}
