import styled from 'styled-components';
import { files } from '../../../config/paths';

// The PDF is built from the same whitepaper text by scripts/build-whitepaper.ts.
export function DownloadWhitepaperLink() {
  return (
    <ButtonLink href={files.whitepaperPdf} download="rent-whitepaper.pdf" type="application/pdf">
      Download Whitepaper
      <Format aria-hidden="true">PDF</Format>
    </ButtonLink>
  );
}

const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Format = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;
