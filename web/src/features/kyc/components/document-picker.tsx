import { useField } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_TYPES } from '@rent/sale-rules';
import { FieldError, FieldHint } from '../../../components/form/form-frame';
import { addDocuments, MAX_DOCUMENTS } from '../forms/document-rules';
import { DocumentList } from './document-list';
import { PickerFrame, Refusals } from './document-picker-frame';

/** Up to 4 Aadhar documents, checked as they are picked; a refused file never joins the form. */
export function DocumentPicker() {
  const [{ value: files }, meta, { setValue, setTouched }] = useField<File[]>('documents');
  const [refusals, setRefusals] = useState<string[]>([]);
  const id = useId();
  const shownError = meta.touched && typeof meta.error === 'string' ? meta.error : null;

  function change(documents: File[], refused: string[]) {
    setRefusals(refused);
    void setTouched(true, false);
    void setValue(documents);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again, after removing it, is noticed.
    event.target.value = '';
    const { documents, refusals: refused } = addDocuments(files, picked);
    change(documents, refused);
  }

  return (
    <PickerFrame>
      <label htmlFor={id}>Add documents</label>
      <FieldHint id={`${id}-hint`}>
        Photos or scans of your Aadhar card, front and back: JPEG, PNG, WebP or PDF, at most 5 MB
        each. {files.length} of {MAX_DOCUMENTS} chosen.
      </FieldHint>
      <input
        id={id}
        type="file"
        multiple
        accept={UPLOAD_TYPES.join(',')}
        onChange={pick}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(shownError) || undefined}
      />
      {refusals.length > 0 ? (
        <Refusals role="alert" aria-label="Files not added">
          {refusals.map((refusal, index) => (
            <li key={`${index}-${refusal}`}>{refusal}</li>
          ))}
        </Refusals>
      ) : null}
      {shownError && refusals.length === 0 ? <FieldError>{shownError}</FieldError> : null}
      <DocumentList
        files={files}
        onRemove={(file) =>
          change(
            files.filter((f) => f !== file),
            [],
          )
        }
      />
    </PickerFrame>
  );
}
