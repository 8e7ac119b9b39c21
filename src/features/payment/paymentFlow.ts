import type { PaymentMethod } from '../../services/provider';
import {
  bindMonitor,
  initialMonitorState,
  linkMonitor,
  type MonitorEvent,
  type MonitorState,
} from './monitor';

/**
 * The payment page's states (spec section 4): editing the amount, opening the popup and
 * creating the payment, then monitoring it with the monitor of its method. Pure.
 */
type FlowPhase = 'editing' | 'opening' | 'monitoring' | 'popupBlocked' | 'failed';

export interface FlowState {
  phase: FlowPhase;
  method: PaymentMethod;
  monitor: MonitorState;
}

export type FlowAction =
  | { type: 'popupOpened' }
  | { type: 'popupBlocked' }
  | { type: 'paymentStarted'; method: PaymentMethod | undefined }
  /** The payment call failed, or its endpoint was refused. */
  | { type: 'paymentFailed' }
  | { type: 'monitorEvent'; event: MonitorEvent }
  | { type: 'retried' };

export const initialFlowState: FlowState = {
  phase: 'editing',
  method: 'LINK_PEI',
  monitor: initialMonitorState,
};

export function paymentFlow(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'popupOpened':
      return state.phase === 'opening' || state.phase === 'monitoring'
        ? state
        : { ...initialFlowState, phase: 'opening' };
    case 'popupBlocked':
      return { ...initialFlowState, phase: 'popupBlocked' };
    case 'paymentStarted':
      if (state.phase !== 'opening') return state;
      // An absent payment_method is LINK_PEI (spec section 3).
      return { ...state, phase: 'monitoring', method: action.method ?? 'LINK_PEI' };
    case 'paymentFailed':
      return {
        ...state,
        phase: 'failed',
        monitor: { ...initialMonitorState, outcome: 'error', dialog: 'error', finished: true },
      };
    case 'monitorEvent': {
      if (state.phase !== 'monitoring') return state;
      const monitor = state.method === 'BIND_SIMPLE' ? bindMonitor : linkMonitor;
      return { ...state, monitor: monitor(state.monitor, action.event) };
    }
    case 'retried':
      return initialFlowState;
    default:
      return state;
  }
}

/** The popup is still needed: the cardholder may be filling in the form. */
export function isPopupInUse(state: FlowState): boolean {
  return state.phase === 'opening' || (state.phase === 'monitoring' && !state.monitor.finished);
}
