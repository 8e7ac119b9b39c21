import Button from 'react-bootstrap/Button';
import { resetDemo } from './demoApi';
import { DemoScenarios } from './DemoScenarios';
import { RESET_LABEL } from './scenarios';

/**
 * The Opciones dialog's demo part (mock mode only, its own chunk): the scenarios, and the
 * reset, which also ends the session (the reset demo has no session).
 */
function DemoOptions({ onReset }: { onReset: () => void }) {
  async function reset() {
    try {
      await resetDemo();
    } finally {
      onReset();
    }
  }

  return (
    <section className="demo-options" aria-labelledby="demo-options-title">
      <h3 id="demo-options-title" className="h6">
        Modo demostración
      </h3>
      <DemoScenarios />
      <Button variant="link" size="sm" className="p-0 mt-2" onClick={reset}>
        {RESET_LABEL}
      </Button>
    </section>
  );
}

export default DemoOptions;
