import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentInput, pdf, photo, stubObjectUrls } from '../test-form';
import { kycStatusAnswer, renderKycScreen } from '../test-utils';

const chosen = () => screen.queryByRole('list', { name: 'Chosen documents' });
const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Chosen documents' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function renderPicker() {
  const urls = stubObjectUrls();
  const router = renderKycScreen('/kyc-form', [kycStatusAnswer()]);
  await screen.findByRole('form', { name: 'KYC application' });
  return { ...urls, router };
}

describe('the Aadhar document picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only images and PDF documents', async () => {
    await renderPicker();
    expect(documentInput()).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    expect(documentInput()).toHaveAttribute('multiple');
  });

  it('previews an image from an object URL, and a PDF with an icon, its name and size', async () => {
    await renderPicker();
    await userEvent.upload(documentInput(), [photo('front.jpg', 348_160), pdf('back.pdf')]);

    expect(screen.getByRole('img', { name: 'Preview of front.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    expect(chosenNames()).toEqual(['front.jpg340 KBRemove', 'PDFback.pdf8 bytesRemove']);
    expect(screen.getByText('2 of 4 chosen.', { exact: false })).toBeInTheDocument();
  });

  it('removes a document and revokes its preview URL', async () => {
    const { revoked } = await renderPicker();
    await userEvent.upload(documentInput(), [photo('front.jpg'), photo('back.jpg')]);
    expect(revoked).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(chosenNames()).toEqual(['back.jpg2 KBRemove']);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('img', { name: 'Preview of back.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove back.jpg' }));
    expect(chosen()).not.toBeInTheDocument();
    expect(
      screen.getByText('At least one Aadhar document is required.', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('refuses a fifth document', async () => {
    await renderPicker();
    await userEvent.upload(documentInput(), [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await userEvent.upload(documentInput(), [photo('4.jpg'), photo('5.jpg')]);

    expect(screen.getByRole('alert', { name: 'Files not added' })).toHaveTextContent(
      'Maximum 4 Aadhar documents allowed.',
    );
    expect(chosenNames()).toHaveLength(4);
    expect(screen.queryByRole('img', { name: 'Preview of 5.jpg' })).not.toBeInTheDocument();
  });

  it('refuses other types, even when the browser offers every file', async () => {
    await renderPicker();
    const user = userEvent.setup({ applyAccept: false });
    const drawing = new File(['<svg/>'], 'aadhar.svg', { type: 'image/svg+xml' });
    await user.upload(documentInput(), [drawing, photo('front.jpg')]);

    expect(screen.getByRole('alert', { name: 'Files not added' })).toHaveTextContent(
      'aadhar.svg: Only JPEG, PNG, WebP images or PDF documents are accepted',
    );
    expect(chosenNames()).toEqual(['front.jpg2 KBRemove']);
  });

  it('refuses a document over 5 MB', async () => {
    await renderPicker();
    await userEvent.upload(documentInput(), photo('scan.jpg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert', { name: 'Files not added' })).toHaveTextContent(
      'scan.jpg: File too large (maximum 5 MB per document)',
    );
    expect(chosen()).not.toBeInTheDocument();
  });

  it('revokes every preview URL when the form is left', async () => {
    const { revoked, router } = await renderPicker();
    await userEvent.upload(documentInput(), [photo('front.jpg'), photo('back.jpg')]);
    expect(revoked).toEqual([]);
    await act(() => router.navigate('/profile'));
    expect(screen.getByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(revoked.toSorted()).toEqual(['blob:preview-1', 'blob:preview-2']);
  });
});
