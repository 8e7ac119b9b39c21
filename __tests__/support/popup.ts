/**
 * Stand-ins for the payment popup: jsdom's window.open opens no window. The app uses only these
 * members of the window it opens, and a test reads what it did with them.
 */
export interface FakePopup {
  closed: boolean;
  close: jest.Mock;
  focus: jest.Mock;
  location: { replace: jest.Mock };
}

function newFakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    // As a browser's: a closed popup says so.
    close: jest.fn(() => {
      popup.closed = true;
    }),
    focus: jest.fn(),
    location: { replace: jest.fn() },
  };
  return popup;
}

/** Spies on window.open, which hands out what `next` gives. */
function openWindowsFrom(next: () => FakePopup) {
  // The cast: a FakePopup is the part of a Window the app touches, not a whole Window.
  return jest.spyOn(window, 'open').mockImplementation(() => next() as unknown as Window);
}

/** One popup, for a test that opens one: `popup` is there before Continuar is pressed. */
export function fakePopup() {
  const popup = newFakePopup();
  const open = openWindowsFrom(() => popup);
  return { popup, open };
}

/** A new popup for each window.open, as a browser does: `popups` in the order they opened. */
export function fakePopups() {
  const popups: FakePopup[] = [];
  const open = openWindowsFrom(() => {
    const popup = newFakePopup();
    popups.push(popup);
    return popup;
  });
  return { popups, open };
}
