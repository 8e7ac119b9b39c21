/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CARDHOLDERS } from '../../mocks/scenarios/demo-cardholders';
import { statementPdf } from '../../mocks/statement-pdf';
import type { CardholderRecord } from '../../mocks/records';

// A real PDF reader (poppler's pdftotext, installed by .ci/run) must open the statement.
test('a PDF reader opens the demo statement and reads its name, balance and movements', () => {
  const maria = {
    ...DEMO_CARDHOLDERS[0],
    id: '1',
    closing_date: '2026-11-17',
    due_date: '2026-12-02',
  } as CardholderRecord;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-')), 'mi-resumen.pdf');
  writeFileSync(file, Buffer.from(statementPdf(maria), 'latin1'));

  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Titular: María Fernández');
  expect(text).toContain('Saldo del resumen: $ 84,350.75');
  expect(text).toContain('Vencimiento: 02/12/2026');
  expect(text).toContain('Mercado Libre (cuota 2/6)');
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+1/);
});
