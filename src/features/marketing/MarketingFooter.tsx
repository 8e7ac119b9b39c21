import { ExternalLink } from '../../components/ExternalLink';
import { marketingContent } from './content';
import { DRAWN_AFTER_PAINT } from './drawn-after-paint';
import { ExternalLinkList } from './ExternalLinkList';
import { TitledPart } from './TitledPart';

/** Legal and consumer-protection links, the chat and the social networks. */
function MarketingFooter() {
  const { legal, chat, social, issuerNotice } = marketingContent;
  return (
    <footer className="marketing-footer border-top mt-5 py-4 small" {...DRAWN_AFTER_PAINT}>
      <div className="container d-grid gap-4">
        <div className="row g-4">
          <TitledPart
            id="legal"
            title={legal.title}
            as="nav"
            headingClass="h6"
            className="col-md-6"
          >
            <ExternalLinkList links={legal.links} />
          </TitledPart>
          <div className="col-md-6 d-grid gap-3">
            <TitledPart id="chat" title="¿Necesitás ayuda?" headingClass="h6">
              <p className="mb-1">{chat.description}</p>
              <ExternalLink href={chat.href} className="fw-semibold">
                {chat.label}
              </ExternalLink>
            </TitledPart>
            <TitledPart id="social" title={social.title} as="nav" headingClass="h6">
              <ExternalLinkList links={social.links} inline />
            </TitledPart>
          </div>
        </div>
        <p className="text-body-secondary mb-0">
          {issuerNotice.text} CUIT <span className="cuit">{issuerNotice.cuit}</span>.
        </p>
      </div>
    </footer>
  );
}

export default MarketingFooter;
