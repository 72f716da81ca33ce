import { css } from 'styled-components';

/** Items at either end of one line, wrapping onto the next when they do not fit. */
export const spreadRow = (gapSteps: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gapSteps)};
`;
