/** GET summary/last/ under every fault: 'Descargar mi resumen' on home (spec sections 2 and 8). */
import { screen, waitFor, within } from '@testing-library/react';
import { failRoute, renderHomeWithAPayment, withFaultyProvider } from './fault-setup';
import {
  ALL_FAULTS,
  answered,
  letCallsTimeOut,
  messagesByFault,
  RETRIED_FAULTS,
  SENT_WITH_RETRIES,
} from './faults';
import { catchDownloadsInEachTest } from '../support/downloads';

const server = withFaultyProvider();

const downloads = catchDownloadsInEachTest();
const savedFiles = () => downloads().map((download) => download.name);

const FAILED = 'No pudimos descargar tu resumen. Intentá nuevamente.';
const OFFLINE = 'No pudimos descargar tu resumen. Revisá tu conexión e intentá nuevamente.';
const MESSAGES = messagesByFault({ service: FAILED, connection: OFFLINE });

const renderHome = () => renderHomeWithAPayment(server());

/** 'JVBERi0=' is '%PDF-' in base64. */
const healthyStatement = () => ({ data: { file: { b64: 'JVBERi0=' } } });

async function expectHomeKept() {
  expect(screen.getByText('$ 350,000.00')).toBeInTheDocument();
  expect(screen.getByText('$ 84,350.75')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Últimos pagos' });
  expect(within(list).getByText('$ 25,000.00')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe.each(ALL_FAULTS)('GET summary/last/ meets %s', (fault) => {
  const retried = RETRIED_FAULTS.includes(fault);

  test(`a quiet line says so, the button is the retry, home is kept, and it ${retried ? 'retries the call' : 'does not retry it'}`, async () => {
    const { user, route } = failRoute(server(), 'get', 'summary/last/', fault, healthyStatement);
    renderHome();
    await screen.findByText('$ 25,000.00');

    await user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
    expect(screen.getByRole('button', { name: 'Descargando resumen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    if (fault === 'time-out') await letCallsTimeOut(route, SENT_WITH_RETRIES);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES[fault]));
    expect(screen.getByRole('button', { name: 'Descargar mi resumen' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(savedFiles()).toEqual([]);
    expect(route.calls()).toBe(retried ? SENT_WITH_RETRIES : 1);
    expect(answered(server(), 'GET', 'summary/last/')).toHaveLength(
      retried ? SENT_WITH_RETRIES : 1,
    );
    await expectHomeKept();

    route.heal();
    await user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
    expect(await screen.findByRole('button', { name: 'Descargar mi resumen' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(savedFiles()).toEqual(['mi-resumen.pdf']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

test.each([
  ['no data', {}],
  ['no file', { data: {} }],
  ['no b64', { data: { file: { name: 'resumen.pdf' } } }],
  ['b64 that is not base64', { data: { file: { b64: '%%% no es base64 %%%' } } }],
])('a 200 with %s: the same quiet line, nothing saved, not retried', async (_case, body) => {
  server().get('summary/last/', () => body);
  const { user } = renderHome();
  await screen.findByText('$ 25,000.00');
  await user.click(screen.getByRole('button', { name: 'Descargar mi resumen' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FAILED));
  expect(screen.getByRole('button', { name: 'Descargar mi resumen' })).toBeEnabled();
  expect(savedFiles()).toEqual([]);
  expect(answered(server(), 'GET', 'summary/last/')).toHaveLength(1);
  await expectHomeKept();
});
