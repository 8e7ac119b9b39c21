import { lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, optionsDialogClosed, selectOptionsDialogOpen } from './shellSlice';

// Written literally so that webpack leaves the demo's options out of a live build.
const DemoOptions =
  process.env.API_MODE !== 'live'
    ? lazy(() => import(/* webpackChunkName: "demo-options" */ '../demo/DemoOptions'))
    : null;

/** 'Opciones': 'Volver' closes it, 'Cerrar sesión' closes it and logs out. */
export function OptionsDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOptionsDialogOpen);
  const close = () => dispatch(optionsDialogClosed());
  const logout = () => dispatch(logoutRequested());

  return (
    <Modal show={open} onHide={close} centered aria-labelledby="options-title">
      <Modal.Header>
        <Modal.Title id="options-title" as="h2" className="h5">
          Opciones
        </Modal.Title>
      </Modal.Header>
      {DemoOptions && (
        <Modal.Body>
          <Suspense fallback={null}>
            <DemoOptions onReset={logout} />
          </Suspense>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          Volver
        </Button>
        <Button variant="danger" onClick={logout}>
          Cerrar sesión
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
