import { Money } from '../../components/Money';
import { RetryAlert } from '../../components/RetryAlert';
import { SkeletonLine } from '../../components/SkeletonLine';
import { formatDayAndMonth } from '../../lib/dates';
import type { Cents } from '../../lib/money';
import type { AccountFigures } from '../../services/provider';

interface BalancesProps {
  account: AccountFigures | undefined;
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

/**
 * What the cardholder paid since the statement closed, when the provider gives the statement's
 * own balance: the statement's figure stays what it says, and this line tells the rest.
 */
function paidSinceClosing(account: AccountFigures): Cents | null {
  if (account.statementBalance === undefined || account.balance === null) return null;
  const paid = (account.statementBalance - account.balance) as Cents;
  return paid > 0 ? paid : null;
}

/** A figure the provider left out of an answer that had the other one. */
const FIGURE_MISSING = 'No disponible';

function FigureValue({ amount }: { amount: Cents | null }) {
  return amount === null ? (
    <span className="fs-6 fw-normal text-body-secondary">{FIGURE_MISSING}</span>
  ) : (
    <Money amount={amount} />
  );
}

/** 'Disponible para compras' and 'Saldo último resumen', plus the optional extras when present. */
export function Balances({ account, isLoading, isError, onRetry }: BalancesProps) {
  if (isError && !account) {
    return <RetryAlert message="No pudimos cargar los datos de tu tarjeta." onRetry={onRetry} />;
  }
  const placeholder = <SkeletonLine width="60%" />;
  const paid = account && !isLoading ? paidSinceClosing(account) : null;
  return (
    <div className="d-grid gap-3">
      <Figure title="Disponible para compras" id="available-title">
        {isLoading || !account ? placeholder : <FigureValue amount={account.available} />}
      </Figure>
      <div>
        <Figure title="Saldo último resumen" id="balance-title">
          {isLoading || !account ? (
            placeholder
          ) : (
            <FigureValue amount={account.statementBalance ?? account.balance} />
          )}
        </Figure>
        {/* Beside the figure, not in it: the region names the statement's balance alone. */}
        {paid !== null && (
          <p className="small text-body-secondary mb-0">
            Pagaste <Money amount={paid} /> desde el cierre
          </p>
        )}
      </div>
      {isLoading || !account ? <AccountExtrasPlaceholder /> : <AccountExtras account={account} />}
    </div>
  );
}

// The same grid for the extras and their placeholder, so that nothing moves when they land
// (its columns are in src/styles/_app.scss: as many as the text's size lets fit).
const EXTRAS_GRID = 'account-extras row g-2 mb-0 small';

/** Holds the extras' space while the account loads: the mock API and most providers send them. */
function AccountExtrasPlaceholder() {
  return (
    <div className={EXTRAS_GRID} aria-hidden="true">
      {['extra-1', 'extra-2', 'extra-3'].map((key) => (
        <div key={key} className="col">
          <SkeletonLine width="60%" />
          <SkeletonLine width="85%" />
        </div>
      ))}
    </div>
  );
}

function AccountExtras({ account }: { account: AccountFigures }) {
  const rows: Array<[string, React.ReactNode]> = [];
  const dueDate = account.dueDate ? formatDayAndMonth(account.dueDate) : '';
  if (dueDate) rows.push(['Vencimiento', dueDate]);
  if (account.minimumPayment !== undefined) {
    rows.push(['Pago mínimo', <Money key="min" amount={account.minimumPayment} />]);
  }
  if (account.creditLimit !== undefined) {
    rows.push(['Límite de compra', <Money key="limit" amount={account.creditLimit} />]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className={EXTRAS_GRID}>
      {rows.map(([label, value]) => (
        <div key={label} className="col">
          <dt className="fw-normal text-body-secondary">{label}</dt>
          <dd className="fw-semibold mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
