import { marketingContent } from './content';
import { ExternalLinkList } from './ExternalLinkList';

/** How to pay, promotions and branches: the login page's main marketing content. */
function MarketingSections() {
  const { howToPay, promotions, branches } = marketingContent;
  return (
    <div className="marketing d-grid gap-4">
      <section aria-labelledby="how-to-pay-title">
        <h2 id="how-to-pay-title" className="h5">
          {howToPay.title}
        </h2>
        <ol className="mb-0 ps-3">
          {howToPay.steps.map((step) => (
            <li key={step} className="mb-1">
              {step}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="promotions-title">
        <h2 id="promotions-title" className="h5">
          {promotions.title}
        </h2>
        <ExternalLinkList links={promotions.links} />
      </section>
      <section aria-labelledby="branches-title">
        <h2 id="branches-title" className="h5">
          {branches.title}
        </h2>
        <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-0">
          {branches.list.map((branch) => (
            <li key={branch.name} className="col">
              <address className="mb-0">
                <strong>{branch.name}</strong>
                <br />
                {branch.address}
                <br />
                <span className="text-body-secondary small">{branch.hours}</span>
              </address>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default MarketingSections;
