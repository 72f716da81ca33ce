import { useField, useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, fieldLabel } from '../../../components/form/form-frame';
import { formatFileSize } from '../../../lib/format-file-size';
import { UPLOAD_TYPES } from '../../../lib/upload-rules';
import { proofProblem } from '../forms/proof-rules';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  /* A percentage width keeps the file input's wide intrinsic size from widening the dialog. */
  input {
    width: 100%;
  }
`;

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
  const id = useId();
  const invalid = Boolean(refusal) || (submitCount > 0 && Boolean(meta.error));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? proofProblem(file) : null;
    if (problem) event.target.value = '';
    setRefusal(problem ? `${file?.name ?? 'The file'}: ${problem}` : null);
    void setValue(problem ? null : file);
  }

  return (
    <Frame>
      <label htmlFor={id}>Payment proof</label>
      <FieldHint id={`${id}-hint`}>
        A screenshot or PDF of the transfer receipt: JPEG, PNG, WebP or PDF, at most 5 MB.
      </FieldHint>
      <input
        id={id}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        onChange={pick}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
      />
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      {proof ? (
        <Chosen>
          Chosen: {proof.name} ({formatFileSize(proof.size)})
        </Chosen>
      ) : null}
    </Frame>
  );
}
