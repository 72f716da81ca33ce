import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { LineIcon } from '../../../components/line-icon';
import { toast } from '../../../lib/toast';
import { useFileDownload } from '../api/use-file-download';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-busy='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

function DownloadIcon() {
  return <LineIcon size={18} path="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />;
}

interface DownloadLinkProps {
  href: string;
  /** The name to save under when the answer names none. */
  filename: string;
  children: ReactNode;
}

/**
 * A link to a file of the investor's. A click fetches it with the session (renewed if it has
 * expired) and saves it; a refusal is told in a toast. Opened another way (a new tab, a
 * download manager), the link is the file's plain address.
 */
export function DownloadLink({ href, filename, children }: DownloadLinkProps) {
  const download = useFileDownload();
  const [busy, setBusy] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await download(href, filename);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : 'Network Error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Link
      href={href}
      download={filename}
      aria-busy={busy || undefined}
      onClick={(event) => void onClick(event)}
    >
      <DownloadIcon />
      {children}
    </Link>
  );
}
