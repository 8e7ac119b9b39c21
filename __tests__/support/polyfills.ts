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

// jsdom draws nothing: what it would not draw is what is hidden or folded away.
if (typeof window !== 'undefined' && !Element.prototype.checkVisibility) {
  Element.prototype.checkVisibility = function checkVisibility(this: Element) {
    const folded = this.closest('details:not([open])');
    const summary = folded?.querySelector(':scope > summary');
    return !this.closest('[hidden]') && (!folded || summary === this || !!summary?.contains(this));
  };
}

// jsdom has no popover (ModalDialog), and draws a <dialog> only when it is `open`: the
// attribute stands for shown.
if (typeof window !== 'undefined' && !HTMLElement.prototype.showPopover) {
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    this.setAttribute('open', '');
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    this.removeAttribute('open');
  };
}
