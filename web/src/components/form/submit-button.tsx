import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../button';

interface SubmitButtonProps {
  children: ReactNode;
  /** Shown while the request is on its way, such as "Signing in…". */
  busyLabel: string;
}

/** The form's submit button; disabled while the form is being sent, so it is sent once. */
export function SubmitButton({ children, busyLabel }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" $block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
