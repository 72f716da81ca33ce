import { useField, useFormikContext } from 'formik';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Field } from '../../../components/form/field';
import { FieldError, FieldHint } from '../../../components/form/form-frame';
import { formatFileSize } from '../../../lib/format-file-size';
import { UPLOAD_TYPES } from '@rent/sale-rules';
import { proofProblem } from '../forms/proof-rules';

const Chosen = styled.p`
  margin: 0;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

/** The receipt of the transfer: one image or PDF; a refused file never joins the form. */
export function ProofPicker() {
  const [{ value: proof }, meta, { setValue }] = useField<File | null>('proof');
  const { submitCount } = useFormikContext();
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalid = Boolean(refusal) || (submitCount > 0 && Boolean(meta.error));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? proofProblem(file) : null;
    if (problem) event.target.value = '';
    setRefusal(problem ? `${file?.name ?? 'The file'}: ${problem}` : null);
    void setValue(problem ? null : file);
  }

  return (
    <Field label="Payment proof" control="file">
      {/* The hint comes before the file input here, and the refusal is announced without an id. */}
      {({ id, hintId }) => (
        <>
          <FieldHint id={hintId}>
            A screenshot or PDF of the transfer receipt: JPEG, PNG, WebP or PDF, at most 5 MB.
          </FieldHint>
          <input
            id={id}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            onChange={pick}
            aria-describedby={hintId}
            aria-invalid={invalid || undefined}
          />
          {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
          {proof ? (
            <Chosen>
              Chosen: {proof.name} ({formatFileSize(proof.size)})
            </Chosen>
          ) : null}
        </>
      )}
    </Field>
  );
}
