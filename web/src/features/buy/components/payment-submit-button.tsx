import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';

interface PaymentSubmitButtonProps {
  children: ReactNode;
  busyLabel: string;
  /** True while the payment cannot be made at all (a currency other than INR). */
  blocked: boolean;
  /** True once the order is on its way elsewhere, when the form has nothing left to do. */
  busy?: boolean;
}

/** A payment form's submit button; busy while sending, so an order is placed once. */
export function PaymentSubmitButton({
  children,
  busyLabel,
  blocked,
  busy = false,
}: PaymentSubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const working = isSubmitting || busy;
  return (
    <Button type="submit" $block disabled={blocked || working} aria-busy={working || undefined}>
      {working ? busyLabel : children}
    </Button>
  );
}
