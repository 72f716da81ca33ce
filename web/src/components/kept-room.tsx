import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

// A grid, so that its one child (a card) stretches to the height kept.
const Room = styled.div`
  display: grid;
`;

interface KeptRoomProps {
  /** A placeholder is shown: its height is noted at every paint, as parts of the answer arrive. */
  measuring: boolean;
  /** What is shown replaced the placeholder: it is given at least the placeholder's height. */
  keeping: boolean;
  children: ReactNode;
}

/**
 * Keeps the room a placeholder was painted in when the content that replaces it turns out shorter
 * (a closed sale's note instead of the purchase steps), so that what follows stays where the reader
 * saw it. Content shown without a placeholder before it (the answer was already known) takes its
 * own height.
 */
export function KeptRoom({ measuring, keeping, children }: KeptRoomProps) {
  const box = useRef<HTMLDivElement>(null);
  const painted = useRef<number | null>(null);
  // Before each paint: the box is measured while it holds the placeholder, and its floor set once
  // the content has replaced it, before the browser draws the change.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (measuring) painted.current = element.getBoundingClientRect().height;
    element.style.minHeight = keeping && painted.current ? `${String(painted.current)}px` : '';
  });
  return <Room ref={box}>{children}</Room>;
}
