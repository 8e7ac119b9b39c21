import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { resetDemo } from './demoApi';
import { DemoScenarios } from './DemoScenarios';
import { rememberDemoWasReset } from './resetNotice';
import { RESET_CONFIRM, RESET_LABEL } from './scenarios';

/**
 * The Opciones dialog's demo part (mock mode only, its own chunk): the scenarios, and the
 * reset, which also ends the session (the reset demo has no session). The reset asks first:
 * it throws away what the showing did, and signs out.
 */
function DemoOptions({ onReset }: { onReset: () => void }) {
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function reset() {
    if (resetting) return;
    setResetting(true);
    setFailed(false);
    try {
      await resetDemo();
    } catch {
      // Nothing was reset: the session goes on, and the dialog says so (Reiniciar retries).
      setResetting(false);
      setFailed(true);
      return;
    }
    rememberDemoWasReset();
    onReset();
  }

  function cancel() {
    if (resetting) return; // the reset is under way: its answer decides
    setAsking(false);
    setFailed(false);
  }

  return (
    <section className="demo-options" aria-labelledby="demo-options-title">
      <h3 id="demo-options-title" className="h6">
        Modo demostración
      </h3>
      <DemoScenarios />
      <Button variant="link" size="sm" className="p-0 mt-2" onClick={() => setAsking(true)}>
        {RESET_LABEL}
      </Button>
      <ConfirmDialog
        id="demo-reset"
        show={asking}
        title={RESET_CONFIRM.title}
        confirmLabel={RESET_CONFIRM.confirm}
        cancelLabel={RESET_CONFIRM.cancel}
        onConfirm={reset}
        onCancel={cancel}
      >
        <p className="mb-0">{RESET_CONFIRM.body}</p>
        {failed && (
          <div role="alert" className="alert alert-danger mt-3 mb-0">
            {RESET_CONFIRM.failed}
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

export default DemoOptions;
