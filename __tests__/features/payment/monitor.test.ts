import {
  bindMonitor,
  initialMonitorState,
  linkMonitor,
  type MonitorState,
} from '../../../src/features/payment/monitor';
import {
  initialFlowState,
  isPopupInUse,
  paymentFlow,
  type FlowAction,
} from '../../../src/features/payment/paymentFlow';

const intent = (name: string) => ({ type: 'intentReceived', intent: name }) as const;
const checked = (popupClosed: boolean) => ({ type: 'popupChecked', popupClosed }) as const;
const run = (
  events: Parameters<typeof linkMonitor>[1][],
  start: MonitorState = initialMonitorState,
) => events.reduce(linkMonitor, start);

describe('LINK_PEI monitor (spec section 4)', () => {
  test('starts at Iniciando proceso de pago...', () => {
    expect(initialMonitorState).toEqual({
      message: 'Iniciando proceso de pago...',
      outcome: 'none',
      dialog: null,
      finished: false,
    });
  });

  test.each([
    ['CARGANDO_FORMULARIO', 'Cargando el formulario de pago...', 'none'],
    ['FORMULARIO_CARGADO', 'Formulario de pago cargado, complete los datos por favor', 'none'],
    ['PAGO_REALIZADO', '¡ Pago exitoso !', 'success'],
    ['ERROR_EN_PAGO', 'Hubo un error en el pago', 'error'],
    ['ERROR', 'Hubo un error en el pago', 'error'],
    ['PAGO_CANCELADO', 'Pago cancelado desde formulario', 'cancelled'],
  ])('%s shows %p', (name, message, outcome) => {
    expect(run([intent(name)])).toEqual({ message, outcome, dialog: null, finished: false });
  });

  test('VENTANA_CERRADA with no outcome: Formulario de pago cerrado, with its dialog', () => {
    expect(run([intent('FORMULARIO_CARGADO'), intent('VENTANA_CERRADA')])).toEqual({
      message: 'Formulario de pago cerrado',
      outcome: 'none',
      dialog: 'closed',
      finished: true,
    });
  });

  test('CONTINUAR after success: the success dialog; after an error: the error dialog', () => {
    expect(run([intent('PAGO_REALIZADO'), intent('CONTINUAR')])).toMatchObject({
      dialog: 'success',
      finished: true,
      message: '¡ Pago exitoso !',
    });
    expect(run([intent('ERROR_EN_PAGO'), intent('CONTINUAR')])).toMatchObject({
      dialog: 'error',
      finished: true,
    });
    expect(run([intent('CONTINUAR')])).toMatchObject({ dialog: 'error', finished: true });
  });

  test('no error dialog after a cancellation (spec section 8)', () => {
    expect(run([intent('PAGO_CANCELADO'), intent('CONTINUAR')])).toMatchObject({
      dialog: null,
      finished: true,
    });
    expect(run([intent('PAGO_CANCELADO'), checked(true)])).toMatchObject({
      dialog: null,
      finished: true,
    });
    expect(run([intent('PAGO_CANCELADO'), intent('VENTANA_CERRADA')])).toMatchObject({
      dialog: null,
    });
  });

  test('an unknown event resets to Iniciando proceso de pago...', () => {
    expect(run([intent('PAGO_REALIZADO'), intent('OTRA_COSA')])).toEqual(initialMonitorState);
  });

  test('focus with the popup closed and neither success nor error: Formulario de pago cerrado', () => {
    expect(run([intent('FORMULARIO_CARGADO'), checked(true)])).toEqual({
      message: 'Formulario de pago cerrado',
      outcome: 'none',
      dialog: 'closed',
      finished: true,
    });
  });

  test('focus with the popup closed after success or error ends with that dialog', () => {
    expect(run([intent('PAGO_REALIZADO'), checked(true)])).toMatchObject({
      dialog: 'success',
      finished: true,
    });
    expect(run([intent('ERROR_EN_PAGO'), checked(true)])).toMatchObject({
      dialog: 'error',
      finished: true,
    });
  });

  test('focus with the popup open changes nothing', () => {
    const state = run([intent('FORMULARIO_CARGADO')]);
    expect(linkMonitor(state, checked(false))).toBe(state);
  });

  test('once finished, no event changes anything', () => {
    const finished = run([intent('PAGO_REALIZADO'), intent('CONTINUAR')]);
    for (const event of [
      intent('ERROR_EN_PAGO'),
      intent('X'),
      checked(true),
      intent('VENTANA_CERRADA'),
    ]) {
      expect(linkMonitor(finished, event)).toBe(finished);
    }
  });
});

describe('BIND_SIMPLE monitor (spec section 4)', () => {
  test('ignores messages', () => {
    expect(bindMonitor(initialMonitorState, intent('PAGO_REALIZADO'))).toBe(initialMonitorState);
  });

  test('popup open on focus or visibility: form loaded', () => {
    expect(bindMonitor(initialMonitorState, checked(false))).toMatchObject({
      message: 'Formulario de pago cargado, complete los datos por favor',
      finished: false,
    });
  });

  test('popup closed: the payment is assumed made, Pago realizado, with its dialog', () => {
    expect(bindMonitor(initialMonitorState, checked(true))).toEqual({
      message: 'Pago realizado',
      outcome: 'success',
      dialog: 'bindDone',
      finished: true,
    });
  });
});

describe('payment page flow', () => {
  const play = (actions: FlowAction[]) => actions.reduce(paymentFlow, initialFlowState);

  test('popup opened, payment started: monitored with the method of the payment', () => {
    const state = play([
      { type: 'popupOpened' },
      { type: 'paymentStarted', method: 'BIND_SIMPLE' },
    ]);
    expect(state.phase).toBe('monitoring');
    expect(state.method).toBe('BIND_SIMPLE');
    expect(isPopupInUse(state)).toBe(true);
    expect(paymentFlow(state, { type: 'monitorEvent', event: checked(true) }).monitor.dialog).toBe(
      'bindDone',
    );
  });

  test('an absent payment_method is LINK_PEI', () => {
    const state = play([{ type: 'popupOpened' }, { type: 'paymentStarted', method: undefined }]);
    expect(state.method).toBe('LINK_PEI');
    expect(
      paymentFlow(state, { type: 'monitorEvent', event: intent('PAGO_REALIZADO') }).monitor.outcome,
    ).toBe('success');
  });

  test('a second Continuar while opening or monitoring changes nothing', () => {
    const opening = play([{ type: 'popupOpened' }]);
    expect(paymentFlow(opening, { type: 'popupOpened' })).toBe(opening);
    const monitoring = paymentFlow(opening, { type: 'paymentStarted', method: 'LINK_PEI' });
    expect(paymentFlow(monitoring, { type: 'popupOpened' })).toBe(monitoring);
    expect(paymentFlow(monitoring, { type: 'paymentStarted', method: 'BIND_SIMPLE' })).toBe(
      monitoring,
    );
  });

  test('a failed payment call shows the error dialog; retrying goes back to the amount', () => {
    const failed = play([{ type: 'popupOpened' }, { type: 'paymentFailed' }]);
    expect(failed.phase).toBe('failed');
    expect(failed.monitor.dialog).toBe('error');
    expect(isPopupInUse(failed)).toBe(false);
    expect(paymentFlow(failed, { type: 'retried' })).toEqual(initialFlowState);
  });

  test('a blocked popup is its own state; events before monitoring are ignored', () => {
    expect(play([{ type: 'popupBlocked' }]).phase).toBe('popupBlocked');
    const state = play([{ type: 'monitorEvent', event: intent('PAGO_REALIZADO') }]);
    expect(state).toEqual(initialFlowState);
  });
});
