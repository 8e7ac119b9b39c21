import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested, optionsDialogClosed, selectOptionsDialogOpen } from './shellSlice';

/** More of the dialog, above its buttons; it gets the way to log out (a demo reset uses it). */
export type RenderOptionsExtra = (logout: () => void) => ReactNode;

/** 'Opciones': 'Volver' closes it, 'Cerrar sesión' closes it and logs out. */
export function OptionsDialog({ renderExtra }: { renderExtra?: RenderOptionsExtra }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOptionsDialogOpen);
  const close = () => dispatch(optionsDialogClosed());
  const logout = () => dispatch(logoutRequested());

  return (
    // Without the fade: the dialog answers 'Opciones' in the frame after the tap.
    <Modal show={open} onHide={close} centered animation={false} aria-labelledby="options-title">
      <Modal.Header>
        <Modal.Title id="options-title" as="h2" className="h5">
          Opciones
        </Modal.Title>
      </Modal.Header>
      {renderExtra && <Modal.Body>{renderExtra(logout)}</Modal.Body>}
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
