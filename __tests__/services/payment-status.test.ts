import {
  SETTLEMENTS,
  settledAs,
  settlementOf,
  standingOf,
  standingRow,
  STANDINGS,
  statusLabel,
  type Standing,
} from '../../src/services/paymentStatus';

test.each<[string | null, boolean, Standing]>([
  ['Acreditado', false, 'credited'],
  [' acreditado ', false, 'credited'],
  ['Rechazado', false, 'rejected'],
  ['Cancelado', true, 'cancelled'],
  ['Pendiente', true, 'received'],
  ['Pendiente', false, 'unconfirmed'],
  [null, false, 'unconfirmed'],
  ['En revisión', false, 'other'],
])('%j (received here: %s) stands as %s', (statusName, receivedHere, standing) => {
  expect(standingOf(statusName, receivedHere)).toBe(standing);
});

// What the provider's name says, before what this app knows (received here or not) is added.
test.each([
  [null, 'pending'],
  ['Pendiente', 'pending'],
  [' pendiente ', 'pending'],
  ['Acreditado', 'credited'],
  ['RECHAZADO', 'rejected'],
  ['Cancelado', 'cancelled'],
  ['En revisión', 'other'],
])('the status %p means %p', (name, settlement) => {
  expect(settlementOf(name)).toBe(settlement);
});

test("each settlement in one row: its filter on 'Tus pagos' and the follow-up's words once settled", () => {
  const rows = Object.fromEntries(
    Object.entries(SETTLEMENTS).map(([settlement, row]) => [
      settlement,
      [row.filter?.label ?? null, row.followUp?.body('$ 1.00', 'En revisión') ?? null],
    ]),
  );
  expect(rows).toEqual({
    credited: ['Acreditados', 'Tu pago de $ 1.00 fue acreditado.'],
    pending: ['Pendientes', null],
    rejected: [
      'Rechazados',
      'Tu pago de $ 1.00 fue rechazado y no se acreditó en tu tarjeta. Si tu banco llegó a debitarlo, te lo devuelve. Podés intentarlo de nuevo.',
    ],
    cancelled: ['Cancelados', 'Tu pago de $ 1.00 fue cancelado.'],
    other: [null, 'Tu pago de $ 1.00 figura como En revisión.'],
  });
});

test('each standing in one row: what the pages show and offer for it', () => {
  const offered = Object.fromEntries(
    Object.entries(STANDINGS).map(([standing, row]) => [
      standing,
      [
        row.tone,
        row.settled && 'settled',
        row.credited && 'receipt',
        row.payAgain && 'pay again',
        row.refused && 'refused',
        row.folded && 'folded',
      ].filter(Boolean),
    ]),
  );
  expect(offered).toEqual({
    received: ['warning'],
    unconfirmed: ['info', 'pay again'],
    credited: ['success', 'settled', 'receipt'],
    rejected: ['danger', 'settled', 'pay again', 'refused'],
    cancelled: ['secondary', 'settled', 'pay again', 'folded'],
    other: ['light', 'settled'],
  });
});

test('the rows never contradict themselves: a receipt only when settled, paying again never over a credit', () => {
  for (const row of Object.values(STANDINGS)) {
    expect([row.credited, row.settled]).not.toEqual([true, false]);
    expect([row.credited, row.payAgain]).not.toEqual([true, true]);
    expect([row.refused || row.folded, row.settled]).not.toEqual([true, false]);
  }
});

test("a pending status is not settled; 'En proceso' only when its gateway never said paid", () => {
  expect(settledAs('Pendiente')).toBeNull();
  expect(settledAs('Acreditado')).toBe('credited');
  expect(standingRow('Pendiente').settled).toBe(false);
  expect(statusLabel('Pendiente', false)).toBe('En proceso');
  expect(statusLabel('Pendiente', true)).toBe('Pendiente');
  expect(statusLabel('En revisión', false)).toBe('En revisión');
});
