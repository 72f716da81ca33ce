import { useId } from 'react';
import styled from 'styled-components';
import { fieldLabel, inputLook } from '../../../components/form/form-frame';
import { PAGE_SIZES } from '../utils/referral-view';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  select {
    ${inputLook}
    width: auto;
    min-width: 6rem;
  }
`;

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
}

/** How many referred investors a page lists: 5, 10, 25, 50 or 100. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Rows per page</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </Field>
  );
}
