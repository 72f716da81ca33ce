// Filling the KYC form in tests: files to pick, the fields the account cannot prefill, the
// consents, and object URLs for the previews (jsdom has none).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** jsdom has no object URLs: each file gets `blob:preview-N`, and revocations are recorded. */
export function stubObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => {
        created.push(`blob:preview-${created.length + 1}`);
        return created[created.length - 1];
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
  return { created, revoked };
}

export const photo = (name = 'aadhar-front.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

export const pdf = (name = 'aadhar-back.pdf') =>
  new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The fields the account cannot prefill; e-mail, phone and date of birth come from it. */
export async function fillDetails(user = userEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Street Address 1'), '12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('Postal Code'), '560001');
}

export async function acceptTerms(user = userEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Condition' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
}

export const documentInput = () => screen.getByLabelText('Add documents');
