import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements, keepFocusInside } from '../lib/focus-trap';
import { Backdrop, Header, Panel } from './dialog-frame';
import { CloseIcon } from './line-icon';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog, rendered while it is open: named by its title, focus moved into it and kept
 * there, closed with Escape, the close button or a click beside it, and focus given back to
 * whatever opened it.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first = focusableElements(panel).find((element) => element !== closeRef.current);
      (first ?? closeRef.current ?? panel).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (panelRef.current) keepFocusInside(panelRef.current, event);
  }

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <button ref={closeRef} type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
