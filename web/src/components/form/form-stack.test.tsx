import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormStack } from './form-stack';

interface Values {
  name: string;
  confirm: string;
}

function TwoFields({
  onSubmit,
  withAlert = true,
}: {
  onSubmit: (values: Values) => Promise<void>;
  withAlert?: boolean;
}) {
  return (
    <Formik<Values>
      initialValues={{ name: 'Asha', confirm: '' }}
      validate={({ confirm }) => (confirm === 'yes' ? {} : { confirm: 'Passwords do not match' })}
      onSubmit={onSubmit}
    >
      {({ errors, submitCount }) => (
        <FormStack noValidate aria-label="Test form">
          {withAlert && submitCount > 0 && errors.confirm ? (
            <p role="alert" tabIndex={-1}>
              {errors.confirm}
            </p>
          ) : null}
          <label>
            Name
            <Field name="name" />
          </label>
          <label>
            Confirm
            <Field name="confirm" aria-invalid={errors.confirm ? true : undefined} />
          </label>
          <button type="submit">Send</button>
        </FormStack>
      )}
    </Formik>
  );
}

describe('FormStack', () => {
  it("moves focus to the form's alert after a refused submit, and scrolls it into view", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<TwoFields onSubmit={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Passwords do not match');
    expect(alert).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('moves focus to the first invalid field in a form without an alert', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<TwoFields onSubmit={async () => undefined} withAlert={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Confirm')).toHaveFocus());
  });

  it('leaves focus where it is after a submit that goes through', async () => {
    const submitted = vi.fn(async () => undefined);
    renderWithProviders(<TwoFields onSubmit={submitted} />);
    await userEvent.type(screen.getByLabelText('Confirm'), 'yes');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
