import { useCallback } from 'react';
import styled from 'styled-components';

const Thumb = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const PdfIcon = styled.svg`
  display: block;
  flex: none;
  width: 64px;
  height: 64px;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A thumbnail of an image from an object URL made for it, revoked as soon as the thumbnail goes
 * (the file removed, or the form left); a PDF gets an icon.
 */
export function DocumentPreview({ file }: { file: File }) {
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  if (file.type === 'application/pdf')
    return (
      <PdfIcon viewBox="0 0 48 48" role="img" aria-label="PDF document">
        <path
          d="M12 4h17l11 11v27a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"
          fill="currentColor"
          opacity="0.15"
        />
        <path d="M29 4v11h11" fill="none" stroke="currentColor" strokeWidth="2" />
        <text x="25" y="35" textAnchor="middle" fontSize="11" fontWeight="700" fill="currentColor">
          PDF
        </text>
      </PdfIcon>
    );
  return <Thumb ref={showFile} alt={`Preview of ${file.name}`} />;
}
