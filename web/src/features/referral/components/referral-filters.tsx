import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { media } from '../../../styles/theme';
import {
  NO_FILTER,
  referralFilterSchema,
  type ReferralFilterValues,
} from '../forms/referral-filter-schema';
import { hasFilter } from '../utils/referral-view';

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  grid-column: 1 / -1;
`;

interface ReferralFiltersProps {
  /** The filter the table shows now. */
  filter: ReferralFilterValues;
  onApply: (filter: ReferralFilterValues) => void;
}

const trimmed = (values: ReferralFilterValues): ReferralFilterValues => ({
  dateFrom: values.dateFrom.trim(),
  dateTo: values.dateTo.trim(),
  minBonus: values.minBonus.trim(),
  maxBonus: values.maxBonus.trim(),
});

/** Sign-up dates and bonus amounts to narrow the table to; every bound is inclusive. */
export function ReferralFilters({ filter, onApply }: ReferralFiltersProps) {
  return (
    <Formik
      initialValues={filter}
      validationSchema={referralFilterSchema}
      onSubmit={(values) => onApply(trimmed(values))}
      enableReinitialize
    >
      {({ dirty, resetForm }) => (
        <Fields noValidate aria-label="Filter referrals">
          <TextField name="dateFrom" label="Joined from" type="date" inlineError />
          <TextField name="dateTo" label="Joined to" type="date" inlineError />
          <TextField
            name="minBonus"
            label="Minimum bonus (RENT)"
            inputMode="decimal"
            autoComplete="off"
            inlineError
          />
          <TextField
            name="maxBonus"
            label="Maximum bonus (RENT)"
            inputMode="decimal"
            autoComplete="off"
            inlineError
          />
          <Actions>
            <Button type="submit">Apply Filters</Button>
            <Button
              $variant="secondary"
              disabled={!dirty && !hasFilter(filter)}
              onClick={() =>
                hasFilter(filter) ? onApply(NO_FILTER) : resetForm({ values: NO_FILTER })
              }
            >
              Clear Filters
            </Button>
          </Actions>
        </Fields>
      )}
    </Formik>
  );
}
