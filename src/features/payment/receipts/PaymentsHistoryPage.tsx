import ListGroup from 'react-bootstrap/ListGroup';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageHeading } from '../../../components/pageHeading';
import { PaymentRow, paymentKey } from '../../../components/PaymentRow';
import { useScrollKeptOnBack } from '../../../components/useScrollKeptOnBack';
import { KEEP_FOCUS } from '../../../components/pageHeading';
import { pageTitles } from '../../../lib/page-titles';
import { useGetPaymentsQuery } from '../../../services/accountApi';
import type { PaymentEntry } from '../../../services/provider';
import { receiptsCopy } from './copy';
import { PaymentsNotYet } from './PaymentsNotYet';
import { useReceivedRow } from './receivedHere';
import {
  applyFilter,
  filterOf,
  groupByMonth,
  searchOf,
  STATUS_FILTERS,
  type StatusFilter,
} from './history';

/**
 * 'Tus pagos' (/payments): every payment of payments/, newest first, by month, filtered by
 * status (the URL keeps the filter: a reload or a shared link shows the same), each row
 * opening its detail. Back from a detail returns to the same place in the list.
 */
function PaymentsHistoryPage() {
  const heading = usePageHeading(pageTitles.payments);
  const [search] = useSearchParams();
  const filter = filterOf(search);
  const payments = useGetPaymentsQuery();
  useScrollKeptOnBack(payments.data !== undefined);

  return (
    <div className="d-grid gap-4">
      <h1 ref={heading} tabIndex={-1} className="h4 mb-0">
        {receiptsCopy.historyHeading}
      </h1>
      <StatusFilters current={filter} />
      {payments.data ? (
        <History payments={payments.data} filter={filter} />
      ) : (
        <PaymentsNotYet
          failed={payments.isError}
          onRetry={() => void payments.refetch()}
          label="Cargando pagos"
        />
      )}
    </div>
  );
}

/** Links, not buttons: each filter is a URL (replacing the entry, so Back leaves the page). */
function StatusFilters({ current }: { current: StatusFilter }) {
  return (
    <nav aria-label={receiptsCopy.filterLabel}>
      <ul className="nav nav-pills gap-1">
        {STATUS_FILTERS.map((filter) => (
          <li className="nav-item" key={filter.key}>
            <Link
              to={{ search: searchOf(filter) }}
              replace
              // The same page, filtered: the focus stays on the filter pressed.
              state={KEEP_FOCUS}
              className={`nav-link text-nowrap${filter === current ? ' active' : ''}`}
              aria-current={filter === current ? 'page' : undefined}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function History({ payments, filter }: { payments: PaymentEntry[]; filter: StatusFilter }) {
  const received = useReceivedRow(payments);
  const months = groupByMonth(applyFilter(payments, filter));
  const count = months.reduce((sum, month) => sum + month.payments.length, 0);
  const said =
    payments.length === 0
      ? receiptsCopy.noPayments
      : count === 0
        ? receiptsCopy.noPaymentsWithStatus
        : receiptsCopy.count(count);
  return (
    <div className="d-grid gap-4">
      {/* Said when a filter changes what the list holds, an empty one included. */}
      <p role="status" className={`text-body-secondary mb-0${count > 0 ? ' small' : ''}`}>
        {said}
      </p>
      {months.map(({ month, payments: ofMonth }, index) => {
        const titleId = `payments-month-${index}`;
        return (
          <section key={month || 'sin-fecha'} aria-labelledby={titleId}>
            <h2 id={titleId} className="h6 text-body-secondary mb-2">
              {month || receiptsCopy.noDate}
            </h2>
            <ListGroup as="ul" aria-labelledby={titleId}>
              {ofMonth.map((payment, row) => (
                <PaymentRow
                  key={paymentKey(payment, row)}
                  payment={payment}
                  receivedHere={payment === received}
                />
              ))}
            </ListGroup>
          </section>
        );
      })}
    </div>
  );
}

export default PaymentsHistoryPage;
