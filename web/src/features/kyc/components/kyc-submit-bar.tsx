import { useFormikContext } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { firstError } from '../../../components/form/first-error';
import { UploadProgress } from '../../../components/upload-progress';
import { kycMessages } from '../forms/kyc-schema';
import type { KycValues } from '../forms/kyc-values';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Outstanding = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: 600;
`;

/**
 * The submit button, enabled once the form is valid; until then, once the investor has begun, the
 * first thing left to do is said beside it (an untouched form is not an error yet). While the
 * documents go out, the upload's progress.
 */
export function KycSubmitBar({ sent }: { sent: number | null }) {
  const { errors, isValid, isSubmitting, dirty, touched, submitCount } =
    useFormikContext<KycValues>();
  const begun = dirty || submitCount > 0 || Object.keys(touched).length > 0;
  const outstanding = isSubmitting || !begun ? null : firstError(errors, kycMessages);
  const id = useId();

  return (
    <Bar>
      {sent !== null ? <UploadProgress label="Uploading documents" sent={sent} /> : null}
      <Button
        type="submit"
        $block
        disabled={!isValid || isSubmitting}
        aria-busy={isSubmitting || undefined}
        aria-describedby={id}
      >
        {isSubmitting ? 'Submitting…' : 'Submit KYC'}
      </Button>
      <Outstanding id={id} role="status">
        {outstanding}
      </Outstanding>
    </Bar>
  );
}
