import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * How often a placeholder shimmers before it rests as a plain grey block. An answer that takes
 * longer than this is slow either way, and a shimmer that never ends keeps a phone's main thread
 * repainting (background-position is not animated by the compositor).
 */
export const SHIMMER_CYCLES = 4;

/**
 * A grey block the shape of content that is on its way; hidden from assistive technology. It
 * shimmers a few times, on-screen or off, then rests; not at all for anyone who asks for less motion.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceAlt} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surfaceAlt} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out ${SHIMMER_CYCLES};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
