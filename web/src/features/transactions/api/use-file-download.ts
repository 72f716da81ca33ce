// Downloads a file the gateway serves to the signed-in investor (a receipt, the statement) and hands
// it to the browser to save. An expired access token is renewed once, as for every other request,
// so a download never fails only because the page stayed open a while.
import { useCallback } from 'react';
import { useSessionRenewal } from '../../../lib/session/use-session-renewal';

const NETWORK_ERROR = 'Network Error';
const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The file name the answer gives in Content-Disposition, if any. */
function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** The envelope's message of a refusal. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR_MESSAGE;
  } catch {
    return GENERIC_ERROR_MESSAGE;
  }
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; the address is kept a little while anyway.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export class DownloadError extends Error {}

/** `download(href, fallbackName)`: saves the file, or throws a DownloadError with what to show. */
export function useFileDownload() {
  const renewSession = useSessionRenewal();
  return useCallback(
    async (href: string, fallbackName: string) => {
      const get = () =>
        fetch(href, { credentials: 'same-origin' }).catch(() => {
          throw new DownloadError(NETWORK_ERROR);
        });
      let response = await get();
      if (response.status === 401 && (await renewSession())) response = await get();
      if (!response.ok) throw new DownloadError(await refusalOf(response));
      save(await response.blob(), filenameOf(response) ?? fallbackName);
    },
    [renewSession],
  );
}
