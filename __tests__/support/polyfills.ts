// jsdom lacks what react-router and RTK Query need: TextEncoder/TextDecoder and fetch.
// whatwg-fetch goes through XMLHttpRequest, which is where Mirage (pretender) listens.
import { TextDecoder, TextEncoder } from 'node:util';
import 'whatwg-fetch';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; react-bootstrap's Offcanvas asks it for breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal <dialog> (ConfirmDialog): showModal and close as the browser's, with
// Escape sending the newest open one 'cancel', then closing it unless that was prevented.
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  // Captured, as the browser's own action it is: a listener that stops the key cannot stop it.
  window.addEventListener(
    'keydown',
    (event) => {
      const open = [...document.querySelectorAll('dialog[open]')].at(-1);
      if (event.key !== 'Escape' || !(open instanceof HTMLDialogElement)) return;
      setTimeout(() => {
        if (event.defaultPrevented) return;
        // As the browser: 'cancel' first, which the page may prevent, then the close.
        const cancel = new Event('cancel', { cancelable: true });
        if (open.dispatchEvent(cancel)) open.close();
      });
    },
    true,
  );
}
