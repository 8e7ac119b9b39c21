import { marketingContent } from './content';
import { ExternalLinkList } from './ExternalLinkList';
import { TitledPart } from './TitledPart';

/** How to pay, promotions and branches: the login page's main marketing content. */
function MarketingSections() {
  const { howToPay, promotions, branches } = marketingContent;
  return (
    <div className="marketing d-grid gap-4">
      <TitledPart id="how-to-pay" title={howToPay.title} headingClass="h5">
        <ol className="mb-0 ps-3">
          {howToPay.steps.map((step) => (
            <li key={step} className="mb-1">
              {step}
            </li>
          ))}
        </ol>
      </TitledPart>
      <TitledPart id="promotions" title={promotions.title} headingClass="h5">
        <ExternalLinkList links={promotions.links} />
      </TitledPart>
      <TitledPart id="branches" title={branches.title} headingClass="h5" drawnAfterPaint>
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
      </TitledPart>
    </div>
  );
}

export default MarketingSections;
