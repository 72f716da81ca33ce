import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/**
 * How often a placeholder shimmers before it rests as a plain grey block. An answer that takes
 * longer than this is slow either way.
 */
export const SHIMMER_CYCLES = 4;

/**
 * A grey block the shape of content that is on its way; hidden from assistive technology. It
 * shimmers a few times, on-screen or off, then rests; not at all for anyone who asks for less motion.
 *
 * The shimmer is a band of light slid across the block (`transform`), which the browser's
 * compositor moves on its own. Animating the gradient's `background-position` instead made the
 * main thread paint the whole page sixty times a second while the dashboard loaded: on a phone
 * that was most of the time Lighthouse counts as blocked.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
}>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${({ theme }) => theme.colors.border} 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out ${SHIMMER_CYCLES};
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;
