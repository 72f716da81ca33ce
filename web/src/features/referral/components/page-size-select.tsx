import { Field } from '../../../components/form/field';
import { PAGE_SIZES } from '../utils/referral-view';

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
}

/** How many referred investors a page lists: 5, 10, 25, 50 or 100. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  return (
    <Field label="Rows per page" control="compact">
      {({ id }) => (
        <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
