// A stand-in for XMLHttpRequest that records each request and lets a test play the network: the
// upload's progress, then the gateway's answer (or a failure).
import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports that `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The part of the multipart body named `name`, JSON-parsed for operations and map. */
  part(name: 'operations' | 'map'): unknown {
    return JSON.parse(String(this.body?.get(name)));
  }
}

/** Replaces XMLHttpRequest for the current test; `vi.unstubAllGlobals()` puts it back. */
export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  /** The n-th request sent, once it has been sent. */
  return (index = 0) =>
    vi.waitFor(() => {
      const request = FakeXhr.sent[index];
      if (!request) throw new Error(`Request ${index + 1} has not been sent yet`);
      return request;
    });
}
