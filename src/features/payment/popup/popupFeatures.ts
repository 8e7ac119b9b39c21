/** The payment popup's window (spec section 7): 940x840, no menu or toolbar, not resizable. */
export const POPUP_FEATURES = 'popup=yes,width=940,height=840,menubar=no,toolbar=no,resizable=no';
