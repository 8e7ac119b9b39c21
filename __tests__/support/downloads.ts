import { within } from '@testing-library/react';
import type { MockServer } from '../../mocks/server';
import { sentRequests } from './test-utils';

/** A file the page saved: its name, the object URL it was given, and its blob's type and size. */
export interface CaughtDownload {
  name: string;
  href: string;
  type: string;
  size: number;
}

/**
 * jsdom saves no files: from now on, every file the page saves (a blob given an object URL, then
 * an `<a download>` clicked) is caught here, in order (jsdom has no object URLs of its own; the
 * anchor's click comes back with jest's `restoreMocks`).
 */
export function catchDownloads(): CaughtDownload[] {
  const caught: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    caught.push({
      name: this.download,
      href: this.href,
      type: blob?.type ?? '',
      size: blob?.size ?? 0,
    });
  });
  return caught;
}

/** `catchDownloads` anew before each test of the file or block it is called in: what it caught. */
export function catchDownloadsInEachTest(): () => CaughtDownload[] {
  let caught: CaughtDownload[] = [];
  beforeEach(() => {
    caught = catchDownloads();
  });
  return () => caught;
}

/** What the downloads caught were saved as, and of which type. */
export const savedAs = (downloads: CaughtDownload[]) =>
  downloads.map(({ name, type }) => ({ name, type }));

/** summary/last/ answered (a PDF's first bytes) only once the returned function is called. */
export function holdStatement(server: MockServer): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.get('summary/last/', async () => {
    await answered;
    return { data: { file: { b64: 'JVBERi0=' } } };
  });
  return answer;
}

/**
 * 'Descargar mi resumen' at work within `scope` (home, or the drawer): it reads 'Descargando
 * resumen', is unavailable and keeps the focus; the status line says it, not the button as well.
 */
export function expectStatementBusy(scope: HTMLElement = document.body) {
  const busy = within(scope).getByRole('button', { name: 'Descargando resumen' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).toHaveFocus();
  expect(within(scope).getByRole('status')).toHaveTextContent('Descargando resumen');
  expect(busy).not.toHaveAttribute('aria-live');
}

/** One press, one file: summary/last/ asked once, and mi-resumen.pdf saved once. */
export function expectStatementSavedOnce(downloads: CaughtDownload[], server: MockServer) {
  expect(savedAs(downloads)).toEqual([{ name: 'mi-resumen.pdf', type: 'application/pdf' }]);
  const sent = sentRequests(server).filter((request) => request.url.endsWith('/summary/last/'));
  expect(sent).toHaveLength(1);
}
