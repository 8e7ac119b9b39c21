import { isAppPagePath, isPopupPath, paramRouteOf, paymentDetailPath } from '../../src/lib/paths';

test.each(['OP.123', 'OP%2E1', 'a-b', 'a/b', 'OP 7', `OP.${'9'.repeat(54)}-x`, '1042'])(
  "a payment's detail of the id %s is of the route '/payments/:id'",
  (id) => {
    expect(paramRouteOf(paymentDetailPath(id))).toBe('/payments/:id');
    expect(paramRouteOf(`${paymentDetailPath(id)}/`)).toBe('/payments/:id');
  },
);

test.each(['/', '/payments', '/payments/', '/payments/a/b', '/payment/frame', '/login', '/x/1'])(
  '%s is of no route with a parameter',
  (pathname) => {
    expect(paramRouteOf(pathname)).toBeNull();
  },
);

describe('isPopupPath: the popup pages however the address writes them, as the servers and the router read them', () => {
  test.each([
    '/payment/frame',
    '/payment/success/',
    '/payment/error',
    '/payment/fr%61me',
    '/payment%2Fsuccess',
  ])('%s is a popup page', (pathname) => {
    expect(isPopupPath(pathname)).toBe(true);
  });
  test.each(['/payment', '/payments/frame', '/payment/frame/x', '/payment/%E0%A4%A', '/'])(
    '%s is not',
    (pathname) => {
      expect(isPopupPath(pathname)).toBe(false);
    },
  );
});

describe('isAppPagePath: the app pages, not a popup page and not a 404', () => {
  test.each(['/', '/login', '/login/', '/payment', '/payments', '/payments/OP-1'])(
    '%s is an app page',
    (pathname) => {
      expect(isAppPagePath(pathname)).toBe(true);
    },
  );
  test.each(['/payment/frame', '/no-existe', '/payment//frame', '/demo-gateway/x', '/404'])(
    '%s is not',
    (pathname) => {
      expect(isAppPagePath(pathname)).toBe(false);
    },
  );
});
