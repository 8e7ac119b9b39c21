import Button from 'react-bootstrap/Button';
import { Money } from '../../components/Money';
import { SkeletonLine } from '../../components/SkeletonLine';
import { formatLongDate } from '../../lib/dates';
import type { Account } from '../../services/provider';

interface BalancesProps {
  account: Account | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

function Figure({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section className="balance-figure" aria-labelledby={id}>
      <h2 id={id} className="h6 text-body-secondary mb-1">
        {title}
      </h2>
      <p className="balance-figure__amount fs-2 fw-semibold mb-0">{children}</p>
    </section>
  );
}

/** 'Disponible para compras' and 'Saldo último resumen', plus the optional extras when present. */
export function Balances({ account, isLoading, isError, onRetry }: BalancesProps) {
  if (isError && !account) {
    return (
      <div role="alert" className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">No pudimos cargar los datos de tu tarjeta.</span>
        <Button variant="outline-secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    );
  }
  const placeholder = <SkeletonLine width="60%" />;
  return (
    <div className="d-grid gap-3">
      <Figure title="Disponible para compras" id="available-title">
        {isLoading || !account ? placeholder : <Money amount={account.credit.available} />}
      </Figure>
      <Figure title="Saldo último resumen" id="balance-title">
        {isLoading || !account ? placeholder : <Money amount={account.balance.current} />}
      </Figure>
      {account && <AccountExtras account={account} />}
    </div>
  );
}

function AccountExtras({ account }: { account: Account }) {
  const rows: Array<[string, React.ReactNode]> = [];
  if (account.due_date && formatLongDate(account.due_date)) {
    rows.push(['Vencimiento', formatLongDate(account.due_date)]);
  }
  if (typeof account.minimum_payment === 'number') {
    rows.push(['Pago mínimo', <Money key="min" amount={account.minimum_payment} />]);
  }
  if (typeof account.credit_limit === 'number') {
    rows.push(['Límite de compra', <Money key="limit" amount={account.credit_limit} />]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className="account-extras row mb-0 small">
      {rows.map(([label, value]) => (
        <div key={label} className="col-auto">
          <dt className="fw-normal text-body-secondary">{label}</dt>
          <dd className="fw-semibold mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
