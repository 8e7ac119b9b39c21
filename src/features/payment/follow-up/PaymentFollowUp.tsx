import { useCallback, useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Notification } from '../../../components/Notification';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { api } from '../../../services/api';
import { findPayment, SETTLEMENTS, settledAs, STANDINGS } from '../../../services/paymentStatus';
import { followedSince, isFollowed, followUpDeadline } from './followUp';
import {
  paymentFollowUpExpired,
  paymentSettled,
  selectSettlementNotice,
  selectTrackedPayment,
  settlementNoticeDismissed,
  type SettlementNotice,
} from '../paymentSlice';
import { usePaymentsAskedAgain } from './usePaymentsAskedAgain';

/** Long enough to read twice; the list and the figures keep saying it after. */
const NOTICE_SHOWN_MS = 15_000;

/**
 * Follows a payment until the provider settles it, on every signed-in page; once it is no longer
 * pending, a polite status and a notification say so and the figures are asked again. The
 * schedule: docs/behaviour.md#paying.
 */
export function PaymentFollowUp() {
  useFollowTrackedPayment();
  const stored = useAppSelector(selectSettlementNotice);
  const dispatch = useAppDispatch();
  // Closed by its button, or by itself after a while (a stable function: it times that).
  const dismiss = useCallback(() => dispatch(settlementNoticeDismissed()), [dispatch]);
  // The payment page shows the payment's status in place: told there, not a second time here.
  const onPaymentPage = useMatch(paths.payment) !== null;
  useEffect(() => {
    if (onPaymentPage && stored) dismiss();
  }, [onPaymentPage, stored, dismiss]);
  const notice = onPaymentPage ? null : stored;
  const text = notice && noticeText(notice);

  return (
    <>
      {/* What a screen reader hears, politely, once: a live region always in the page (so that
          what appears in it is announced) and without the 'status' role, which is the payment
          page's own status line. The eye gets the notification below, which is not live. */}
      <div aria-live="polite" className="payment-follow-up visually-hidden">
        {text?.body}
      </div>
      <Notification
        title={text?.title ?? ''}
        message={text?.body ?? null}
        tone={notice && STANDINGS[notice.settlement].credited ? 'success' : 'danger'}
        role="note"
        delay={NOTICE_SHOWN_MS}
        onClose={dismiss}
      />
    </>
  );
}

function noticeText({ amount, settlement, statusName }: SettlementNotice) {
  const money = formatCents(amount);
  const words = SETTLEMENTS[settlement].followUp;
  return { title: words.title, body: words.body(money, statusName) };
}

/** Asks payments/ about the tracked payment while it is pending; dispatches what it finds. */
function useFollowTrackedPayment(): void {
  const tracked = useAppSelector(selectTrackedPayment);
  const dispatch = useAppDispatch();
  const following = tracked !== null && isFollowed(tracked);
  const since = tracked ? followedSince(tracked) : 0;

  // What payments/ says of it.
  const { data } = usePaymentsAskedAgain(following, since, !following);
  useEffect(() => {
    if (!following || !tracked || !data) return;
    const entry = findPayment(data, tracked);
    const settlement = settledAs(entry?.statusName ?? null);
    if (!entry || !settlement) return;
    dispatch(
      paymentSettled({
        startedAt: tracked.startedAt,
        settlement,
        credited: STANDINGS[settlement].credited,
        statusName: entry.statusName ?? '',
        at: new Date().toISOString(),
      }),
    );
    // The balance and the credit available change with it.
    dispatch(api.util.invalidateTags(['Account']));
  }, [following, tracked, data, dispatch]);

  // Time is up: stop following (the list still shows it as the provider says).
  useEffect(() => {
    if (!tracked) return undefined;
    const timer = setTimeout(
      () => dispatch(paymentFollowUpExpired({ startedAt: tracked.startedAt })),
      Math.max(0, followUpDeadline(tracked) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [tracked, dispatch]);
}
