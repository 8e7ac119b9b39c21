import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ModalDialog } from '../../src/components/ModalDialog';

/** A page with a button that opens the dialog, and another the person may move to. */
function Page({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opciones
      </button>
      <button type="button">Pagar</button>
      <ModalDialog
        id="test"
        show={open}
        title="Opciones"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Volver
          </button>
        }
      />
    </>
  );
}

/** The page drawn, its dialog opened from the focused 'Opciones' button. */
function openDialog() {
  const onCancel = jest.fn();
  render(<Page onCancel={onCancel} />);
  const opener = screen.getByRole('button', { name: 'Opciones' });
  opener.focus();
  fireEvent.click(opener);
  return { onCancel, opener, dialog: screen.getByRole('dialog', { name: 'Opciones' }) };
}

test('closed by Escape, the focus goes back to the button that opened it', async () => {
  const { onCancel, opener, dialog } = openDialog();
  expect(dialog).toHaveFocus();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the focus moved on before the dialog finished closing stays where the person put it', async () => {
  const { onCancel, dialog } = openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  // Escape, then at once a Tab or a tap on Pagar: before the dialog's close reaches the page.
  act(() => screen.getByRole('button', { name: 'Pagar' }).focus());
  await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'Pagar' })).toHaveFocus();
});

test("a phone's Back (the platform's close watcher) cancels it; closed by the page, its watcher is let go", () => {
  const watchers: { onclose: (() => void) | null; destroy: jest.Mock }[] = [];
  Object.assign(globalThis, {
    CloseWatcher: class {
      onclose = null;
      destroy = jest.fn();
      constructor() {
        watchers.push(this);
      }
    },
  });
  try {
    const { onCancel, opener } = openDialog();
    expect(watchers).toHaveLength(1);
    act(() => watchers[0]?.onclose?.());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(watchers).toHaveLength(2);
    expect(watchers[1]?.destroy).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { CloseWatcher?: unknown }).CloseWatcher;
  }
});

test('a screen reader is told the page behind is out of reach, and Tab stays in the dialog', () => {
  const { dialog } = openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const volver = screen.getByRole('button', { name: 'Volver' });
  // From the dialog itself (as it opens) and from its only button, either way: its button.
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(volver).toHaveFocus();
  fireEvent.keyDown(volver, { key: 'Tab' });
  expect(volver).toHaveFocus();
  fireEvent.keyDown(volver, { key: 'Tab', shiftKey: true });
  expect(volver).toHaveFocus();
});

test('opened again after it was scrolled, it starts at its top; never scrolled, its scroll is not written (a write lays the page out during the press)', () => {
  const scrollWrites = jest.spyOn(Element.prototype, 'scrollTop', 'set');
  const { opener, dialog } = openDialog();
  expect(scrollWrites).not.toHaveBeenCalled();

  // A dialog taller than the screen, scrolled down, then closed with Volver.
  dialog.scrollTop = 300;
  fireEvent.scroll(dialog);
  scrollWrites.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
  fireEvent.click(opener);
  expect(scrollWrites).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Opciones' }).scrollTop).toBe(0);

  // Opened again with no scroll in between: nothing written.
  scrollWrites.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
  fireEvent.click(opener);
  expect(scrollWrites).not.toHaveBeenCalled();
  scrollWrites.mockRestore();
});
