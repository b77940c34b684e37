// What the server answered, read off the wire: by fetch, by XMLHttpRequest for uploads.
import { z } from 'zod';
import { type Answer, retryAfterSeconds } from '../light/fetch-answer';

export type { Answer } from '../light/fetch-answer';

/** The part of XMLHttpRequest an upload uses (the package builds without the DOM library). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader?(name: string): string | null;
  responseType: string;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  abort(): void;
  send(body: Blob): void;
}
export type UploadRequestConstructor = new () => UploadRequest;

export interface UploadOptions {
  /** Bytes sent so far of the total, as the browser reports them; the total again once stored. */
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export /** An image answer: the bytes as a Blob (by shape, since a test DOM's Blob is not the fetch's). */
const blobSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).type === 'string',
);

/** An upload by XMLHttpRequest, the only way the platform reports upload progress. */
export const xhrAnswer = (
  Xhr: UploadRequestConstructor,
  url: string,
  headers: Record<string, string>,
  file: Blob,
  { onProgress, signal }: UploadOptions,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event: { lengthComputable: boolean; loaded: number; total: number }) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded, event.total);
    };
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({
        kind: 'answer',
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        body,
        retryAfterSeconds: retryAfterSeconds(xhr.getResponseHeader?.('Retry-After') ?? null),
      });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
