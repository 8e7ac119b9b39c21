import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, optionsDialogClosed, selectOptionsDialogOpen } from './shellSlice';

/** 'Opciones': 'Volver' closes it, 'Cerrar sesión' closes it and logs out. */
export function OptionsDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOptionsDialogOpen);
  const close = () => dispatch(optionsDialogClosed());

  return (
    <Modal show={open} onHide={close} centered aria-labelledby="options-title">
      <Modal.Header>
        <Modal.Title id="options-title" as="h2" className="h5">
          Opciones
        </Modal.Title>
      </Modal.Header>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          Volver
        </Button>
        <Button variant="danger" onClick={() => dispatch(logoutRequested())}>
          Cerrar sesión
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
