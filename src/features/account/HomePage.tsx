import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { usePageHeading } from '../../components/pageHeading';
import { pageTitles } from '../../lib/page-titles';
import { paymentPath } from '../../lib/paths';
import { useGetAccountQuery, useGetPaymentsQuery } from '../../services/accountApi';
import { Balances } from './Balances';
import { PaymentsList } from './PaymentsList';
import { StatementDownloadButton } from './StatementDownloadButton';

/** Home (spec section 2, "/"): the balances, Pagar, the statement and the last payments. */
function HomePage() {
  // Both requests start together on mount: neither waits for the other.
  const account = useGetAccountQuery();
  const payments = useGetPaymentsQuery();
  const navigate = useNavigate();
  const heading = usePageHeading(pageTitles.home);

  // No balance (still loading, failed, or left out of the answer): nothing to pay yet.
  const balance = account.data?.balance ?? null;
  const canPay = balance !== null && balance >= 0;

  return (
    <div className="home d-grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="h4 mb-0">
        Tu tarjeta
      </h1>
      <Balances account={account.data} {...loadingOf(account)} />
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="primary"
          disabled={!canPay}
          onClick={() => canPay && navigate(paymentPath(balance))}
        >
          Pagar
        </Button>
        <StatementDownloadButton />
      </div>
      {balance !== null && balance < 0 && (
        <p className="small text-body-secondary mb-0">
          Tenés saldo a favor: no hay nada para pagar.
        </p>
      )}
      <PaymentsList payments={payments.data} {...loadingOf(payments)} />
    </div>
  );
}

/** Where a part of home stands in its loading, and its retry. */
function loadingOf(query: { isLoading: boolean; isError: boolean; refetch: () => unknown }) {
  return {
    isLoading: query.isLoading,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  };
}

export default HomePage;
