// Keeps keyboard focus inside an open overlay (sidebar, modal) so Tab never wanders behind it.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Call from the overlay's keydown handler: wraps Tab from the last element to the first and back. */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent | ReactKeyboardEvent) {
  if (event.key !== 'Tab') return;
  const elements = focusableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
