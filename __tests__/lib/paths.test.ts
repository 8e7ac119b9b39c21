import { paramRouteOf, paymentDetailPath } from '../../src/lib/paths';

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
