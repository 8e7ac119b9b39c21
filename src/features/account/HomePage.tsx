import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import {
  NeedsConnectionNotice,
  NEEDS_CONNECTION_TO_PAY,
  useIsOffline,
  useNeedsConnection,
} from '../../components/OfflineNotice';
import { usePageHeading } from '../../components/pageHeading';
import { measureVitals } from '../../lib/analytics';
import { pageTitles } from '../../lib/page-titles';
import { paymentPath } from '../../lib/paths';
import { useGetAccountQuery, useGetPaymentsQuery } from '../../services/accountApi';
import { Balances } from './Balances';
import { PaymentsList } from './PaymentsList';
import { StatementDownloadButton } from './StatementDownloadButton';

/** `then` once the browser has nothing else to do (without the idle callback: a second later). */
function requestIdle(then: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 1000);
}

/** Home (spec section 2, "/"): the balances, Pagar, the statement and the last payments. */
function HomePage() {
  // Subscribes to the calls the sign-in already asked (startup/5-signing-in.ts), or asks both now.
  const account = useGetAccountQuery();
  const payments = useGetPaymentsQuery();
  const navigate = useNavigate();
  const heading = usePageHeading(pageTitles.home);
  const connection = useNeedsConnection(NEEDS_CONNECTION_TO_PAY);
  const offline = useIsOffline();
  const accountLoading = loadingOf(account, offline);
  const paymentsLoading = loadingOf(payments, offline);
  // LCP, INP and CLS once the figures are on screen (or said missing), the browser idle:
  // their library is never part of /login's first paint or first press.
  const figuresShown = !account.isLoading;
  useEffect(() => {
    if (figuresShown) requestIdle(measureVitals);
  }, [figuresShown]);

  // No balance (still loading, failed, or left out of the answer): nothing to pay yet.
  const balance = account.data?.balance ?? null;
  const canPay = balance !== null && balance >= 0;
  const whyNot = canPay ? null : whyPagarIsInert(balance, accountLoading.isLoading);

  return (
    <div className="home d-grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="h4 mb-0">
        Tu tarjeta
      </h1>
      <Balances account={account.data} {...accountLoading} />
      <div className="d-flex flex-wrap gap-2">
        {/* Inert, not disabled: the keyboard still reaches it (a quick Tab does not skip to
            the next button), and it says why; it keeps the disabled look. */}
        <Button
          variant="primary"
          className={canPay ? undefined : 'disabled'}
          aria-disabled={canPay ? undefined : true}
          aria-describedby={whyNot ? PAGAR_INERT_REASON_ID : undefined}
          onClick={() => canPay && connection.online() && navigate(paymentPath(balance))}
        >
          Pagar
        </Button>
        <StatementDownloadButton />
        <NeedsConnectionNotice notice={connection.notice} />
      </div>
      {whyNot && (
        <p
          id={PAGAR_INERT_REASON_ID}
          className={whyNot.shown ? 'small text-body-secondary mb-0' : 'visually-hidden'}
        >
          {whyNot.text}
        </p>
      )}
      <PaymentsList payments={payments.data} {...paymentsLoading} />
    </div>
  );
}

const PAGAR_INERT_REASON_ID = 'pagar-inert-reason';

/**
 * Why Pagar does nothing. Shown when only words can say it (a credit in favour); for the
 * screen reader only when the page already shows it (the figures' placeholders, their error
 * or 'No disponible').
 */
function whyPagarIsInert(balance: number | null, isLoading: boolean) {
  if (balance !== null)
    return { text: 'Tenés saldo a favor: no hay nada para pagar.', shown: true };
  if (isLoading) return { text: 'Estamos cargando tu saldo.', shown: false };
  return { text: 'Tu saldo no está disponible.', shown: false };
}

/**
 * Where a part of home stands in its loading, and its retry. Offline nothing failed: the part
 * stays loading under the banner until the connection's return asks again (auth/sessionListeners.ts).
 */
function loadingOf(
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown },
  offline: boolean,
) {
  const waitsForConnection = query.isError && offline;
  return {
    isLoading: query.isLoading || waitsForConnection,
    isError: query.isError && !waitsForConnection,
    onRetry: () => void query.refetch(),
  };
}

export default HomePage;
