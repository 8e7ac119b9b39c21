import regularUrl from 'open-sans-fontface/fonts/Regular/OpenSans-Regular.ttf';
import boldUrl from 'open-sans-fontface/fonts/Bold/OpenSans-Bold.ttf';
import { bytesToBase64 } from './base64';
import type { StatementFonts } from './statement-pdf';

/**
 * The statement's fonts, fetched from the build's own static files when a statement is asked
 * for (never before: only demo builds have them). Jest reads them from disk instead
 * (__tests__/support/statement-fonts-node.ts, through jest.config.js).
 */
async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return bytesToBase64(new Uint8Array(await response.arrayBuffer()));
}

export async function loadStatementFonts(): Promise<StatementFonts> {
  const [regular, bold] = await Promise.all([base64Of(regularUrl), base64Of(boldUrl)]);
  return { regular, bold };
}
