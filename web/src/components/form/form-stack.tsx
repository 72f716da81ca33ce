import { Form, useFormikContext } from 'formik';
import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import styled from 'styled-components';

const Stack = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

// Scrolled to the middle, so a sticky top bar or an on-screen keyboard hides neither the field
// nor its message.
const INTO_VIEW: ScrollIntoViewOptions = { block: 'center' };

/**
 * After a refused submit (by the form's rules or by the server), focus moves to the form's alert,
 * which says what to fix first, or, in a form without one, to the first field marked invalid; it is
 * scrolled into view: on a phone the message may otherwise be drawn above the screen while focus
 * stays on the button.
 */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  const refused = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (!refused || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[role="alert"]') ??
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    target.scrollIntoView?.(INTO_VIEW);
    target.focus({ preventScroll: true });
  }, [form, submitCount, isSubmitting, isValidating, refused]);
}

/** A form's fields stacked with even spacing; a refused submit leads to its first error. */
export function FormStack(props: ComponentProps<typeof Stack>) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form);
  return <Stack ref={form} {...props} />;
}
