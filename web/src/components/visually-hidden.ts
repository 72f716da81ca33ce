import styled, { css } from 'styled-components';

/**
 * Hides an element from sight but not from screen readers: a table's caption, a column heading
 * row that cells restate on phones, a label shown only as an icon.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Shows again, from a breakpoint on, what `visuallyHidden` hid (it stays on one line). */
export const visuallyShown = css`
  position: static;
  width: auto;
  height: auto;
  overflow: visible;
  clip: auto;
`;

/** Text for screen readers only, such as a spinner's label. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
