/**
 * A payment in progress is followed after any fault: paid in the gateway, then credited by the
 * provider while payments/ fails in each way the model knows, the page shown again learns it
 * (the model's promise, each fault played out once here).
 */
import { act, screen } from '@testing-library/react';
import { aPaymentFollowedAfterAnyFault } from './invariants';
import {
  continueWith,
  heldAnswerArrives,
  knownNow,
  popupSays,
  providerSettles,
  setConnection,
  settle,
  worldForEachTest,
  type GetFault,
} from './payment-world';

const world = worldForEachTest();

/** The gateway's popup says `intent`, from the gateway's origin. */
const gatewaySays = (intent: string) =>
  popupSays(intent, window.location.origin, world().popups.at(-1));

const shownAgain = async () => {
  act(() => void window.dispatchEvent(new Event('focus')));
  await settle(world());
};

const tracked = () => world().view.store.getState().payment.tracked;

/** $ 1.00 paid in the gateway, then credited by the provider: the page still follows it. */
async function paidThenCredited(): Promise<{ startedAt: string; id: string }> {
  await continueWith(world(), '1');
  gatewaySays('PAGO_REALIZADO');
  gatewaySays('CONTINUAR');
  await settle(world());
  const followed = tracked();
  if (!followed?.id || followed.endedAt === undefined) throw new Error('Not followed');
  expect(providerSettles(world(), 'Acreditado')).toBe(true);
  return { startedAt: followed.startedAt, id: followed.id };
}

test.each<[GetFault, number]>([
  // Retried at once: the retry's answer is the provider's word.
  ['500', 1],
  ['network failure', 1],
  // Not retried: the next time the page is shown, it asks again.
  ['malformed JSON', 2],
  ['4xx', 2],
])(
  'payments/ meets %s: shown again %i time(s), the page learns the payment was credited',
  async (fault, times) => {
    const payment = await paidThenCredited();
    world().nextGetFaults.set('payments/', fault);
    for (let time = 1; time < times; time += 1) {
      await shownAgain();
      expect(tracked()?.startedAt).toBe(payment.startedAt);
    }
    await shownAgain();
    expect(() =>
      aPaymentFollowedAfterAnyFault(
        { ...payment, statusName: 'Acreditado' },
        knownNow(world(), payment),
      ),
    ).not.toThrow();
    expect(tracked()).toBeNull();
    expect(await screen.findByText('Acreditado')).toBeInTheDocument();
  },
);

test('offline when the provider credits it: back online, the page learns it', async () => {
  await paidThenCredited();
  setConnection(world(), false);
  await shownAgain();
  expect(tracked()).not.toBeNull();
  setConnection(world(), true);
  await settle(world());
  expect(tracked()).toBeNull();
  expect(await screen.findByText('Acreditado')).toBeInTheDocument();
});

test('payments/ answered late: still followed while the answer is on its way, learned as it arrives', async () => {
  await continueWith(world(), '1');
  gatewaySays('PAGO_REALIZADO');
  gatewaySays('CONTINUAR');
  await settle(world());
  world().nextGetFaults.set('payments/', 'late');
  expect(providerSettles(world(), 'Acreditado')).toBe(true);
  await shownAgain();
  expect(world().held.map(({ route }) => route)).toEqual(['payments/']);
  expect(tracked()).not.toBeNull();
  heldAnswerArrives(world());
  await settle(world());
  expect(tracked()).toBeNull();
  expect(await screen.findByText('Acreditado')).toBeInTheDocument();
});

test('the promise breaks when a payment the provider settled is still followed as pending, or given up on unlearned', () => {
  const settled = { startedAt: '2026-12-03T10:00:00.000Z', id: '7', statusName: 'Acreditado' };
  expect(() =>
    aPaymentFollowedAfterAnyFault(settled, { followedAsPending: true, listedAs: 'Pendiente' }),
  ).toThrow(
    /the provider lists payment 7 'Acreditado'; shown again online, the app still follows it as pending/,
  );
  expect(() =>
    aPaymentFollowedAfterAnyFault(settled, { followedAsPending: false, listedAs: 'Pendiente' }),
  ).toThrow(/the app no longer follows it, its last answer says 'Pendiente'/);
  expect(() =>
    aPaymentFollowedAfterAnyFault(settled, { followedAsPending: false, listedAs: 'Acreditado' }),
  ).not.toThrow();
});
