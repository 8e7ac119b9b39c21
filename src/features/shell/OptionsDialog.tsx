import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ModalDialog } from '../../components/ModalDialog';
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
    <ModalDialog
      id="options"
      show={open}
      title="Opciones"
      onCancel={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Volver
          </Button>
          <Button variant="danger" onClick={logout}>
            Cerrar sesión
          </Button>
        </>
      }
    >
      {renderExtra?.(logout)}
    </ModalDialog>
  );
}
