import { screen, within } from '@testing-library/react';
import type { Payment } from '../../../src/services/provider';
import { withMockProvider } from '../../support/mock-provider';
import { renderSignedIn } from '../../support/test-utils';

const server = withMockProvider();

/**
 * Home for a cardholder whose payments/ lists payments with these status names, newest first.
 * The provider's answer, not the mock database's: a provider may name a status the mock never
 * gives ('En revisión').
 */
function renderHomeWithStatuses(...statusNames: string[]) {
  const payments: Payment[] = statusNames.map((name, index) => ({
    id: String(index + 1),
    amount: 1000 * (index + 1),
    created_at: new Date(2026, 9, 20 - index, 12).toISOString(),
    status: { data: { name } },
    payment_method: 'LINK_PEI',
  }));
  server().get('payments/', () => ({ data: payments }));
  return renderSignedIn(server());
}

async function paymentRows() {
  const list = await screen.findByRole('list', { name: 'Últimos pagos' });
  return within(list).getAllByRole('listitem');
}

function disclosure() {
  return screen.getByRole('button', { name: /^Ver intentos cancelados/ });
}

describe('each status has a badge of its own: its name, in its colour', () => {
  test.each([
    ['Acreditado', 'Acreditado', 'success'],
    // No gateway told this app it was paid: it may be a form left blank.
    ['Pendiente', 'En proceso', 'info'],
    ['Rechazado', 'Rechazado', 'danger'],
  ])('%s: reads %s on a %s badge', async (statusName, shown, tone) => {
    renderHomeWithStatuses(statusName);
    const [row] = await paymentRows();
    const badge = within(row).getByText(shown);
    expect(badge).toHaveClass('badge', `bg-${tone}-subtle`, `text-${tone}-emphasis`);
  });

  test('Cancelado: a secondary badge, in the cancelled attempts', async () => {
    const { user } = renderHomeWithStatuses('Acreditado', 'Cancelado');
    await paymentRows();
    await user.click(disclosure());
    const cancelled = screen.getByRole('list', { name: 'Intentos cancelados' });
    const badge = within(cancelled).getByText('Cancelado');
    expect(badge).toHaveClass('badge', 'bg-secondary-subtle', 'text-secondary-emphasis');
  });

  test('an unknown status gets a neutral badge with its own name', async () => {
    renderHomeWithStatuses('En revisión');
    const [row] = await paymentRows();
    const badge = within(row).getByText('En revisión');
    expect(badge).toHaveClass('badge', 'bg-light-subtle', 'text-light-emphasis');
  });

  test('no two statuses look alike', async () => {
    renderHomeWithStatuses('Acreditado', 'Pendiente', 'Rechazado', 'En revisión');
    const rows = await paymentRows();
    const badges = rows.map((row) => within(row).getByText(/./, { selector: '.badge' }));
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Acreditado',
      'En proceso',
      'Rechazado',
      'En revisión',
    ]);
    expect(new Set(badges.map((badge) => badge.className)).size).toBe(4);
  });

  test('a payment without a status shows no badge, and its amount and date', async () => {
    server().get('payments/', () => ({
      data: [{ id: '1', amount: 500, created_at: '2026-10-13T12:00:00Z' }],
    }));
    renderSignedIn(server());
    const [row] = await paymentRows();
    // The amount and the date, and nothing between them.
    expect(row).toHaveTextContent(/^\$ 500\.00 ?13 de octubre de 2026$/);
  });
});

test('each row is one link named by what it shows, said apart: amount, status, date', async () => {
  server().get('payments/', () => ({
    data: [
      {
        id: '1',
        amount: 1000,
        created_at: '2026-10-20T15:00:00Z',
        status: { data: { name: 'Pendiente' } },
      },
      { id: '2', amount: 500, created_at: '2026-10-13T12:00:00Z' },
      { id: '3', created_at: '2026-10-12T12:00:00Z', status: { data: { name: 'Rechazado' } } },
    ],
  }));
  renderSignedIn(server());
  const rows = await paymentRows();
  const links = rows.map((row) => {
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    return within(row).getByRole('link');
  });
  expect(links[0]).toHaveAccessibleName('$ 1,000.00, En proceso, 20 de octubre de 2026');
  expect(links[1]).toHaveAccessibleName('$ 500.00, 13 de octubre de 2026');
  expect(links[2]).toHaveAccessibleName('Monto no disponible, Rechazado, 12 de octubre de 2026');
});

describe('cancelled attempts are folded under a disclosure', () => {
  test('the list shows the others; the disclosure says how many and is closed', async () => {
    renderHomeWithStatuses('Cancelado', 'Acreditado', 'Cancelado', 'Rechazado');
    const rows = await paymentRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Acreditado');
    expect(rows[1]).toHaveTextContent('Rechazado');
    rows.forEach((row) => expect(row).not.toHaveTextContent('Cancelado'));
    const button = disclosure();
    expect(button).toHaveAccessibleName('Ver intentos cancelados (2)');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Intentos cancelados' })).not.toBeInTheDocument();
  });

  test('opening shows them in the same row format; closing folds them again', async () => {
    const { user } = renderHomeWithStatuses('Cancelado', 'Acreditado', 'Cancelado');
    await paymentRows();
    const button = disclosure();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const cancelled = screen.getByRole('list', { name: 'Intentos cancelados' });
    expect(button).toHaveAttribute('aria-controls', cancelled.id);
    const rows = within(cancelled).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$ 1,000.00');
    expect(rows[0]).toHaveTextContent('Cancelado');
    expect(rows[0]).toHaveTextContent('20 de octubre de 2026');
    expect(rows[1]).toHaveTextContent('$ 3,000.00');
    expect(rows[1]).toHaveTextContent('18 de octubre de 2026');
    expect(await paymentRows()).toHaveLength(1);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Intentos cancelados' })).not.toBeInTheDocument();
  });

  test('the keyboard opens and closes it (Enter and Space)', async () => {
    const { user } = renderHomeWithStatuses('Acreditado', 'Cancelado');
    await paymentRows();
    disclosure().focus();
    await user.keyboard('{Enter}');
    expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Intentos cancelados' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
    expect(disclosure()).toHaveFocus();
  });

  test('all cancelled: the list says No existen pagos realizados, the disclosure stays', async () => {
    const { user } = renderHomeWithStatuses('Cancelado');
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Últimos pagos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver intentos cancelados (1)' }));
    const cancelled = screen.getByRole('list', { name: 'Intentos cancelados' });
    expect(within(cancelled).getAllByRole('listitem')).toHaveLength(1);
  });

  test('no cancelled attempt: no disclosure', async () => {
    renderHomeWithStatuses('Acreditado', 'Rechazado');
    expect(await paymentRows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /intentos cancelados/ })).not.toBeInTheDocument();
  });

  test('no payment at all: the empty text and no disclosure', async () => {
    renderHomeWithStatuses();
    expect(await screen.findByText('No existen pagos realizados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /intentos cancelados/ })).not.toBeInTheDocument();
  });
});
