import { ExternalLink } from '../../components/ExternalLink';
import { marketingContent } from './content';
import { ExternalLinkList } from './ExternalLinkList';

/** Legal and consumer-protection links, the chat and the social networks. */
function MarketingFooter() {
  const { legal, chat, social, issuerNotice } = marketingContent;
  return (
    <footer className="marketing-footer border-top mt-5 py-4 small">
      <div className="container d-grid gap-4">
        <div className="row g-4">
          <nav className="col-md-6" aria-labelledby="legal-title">
            <h2 id="legal-title" className="h6">
              {legal.title}
            </h2>
            <ExternalLinkList links={legal.links} />
          </nav>
          <div className="col-md-6 d-grid gap-3">
            <section aria-labelledby="chat-title">
              <h2 id="chat-title" className="h6">
                ¿Necesitás ayuda?
              </h2>
              <p className="mb-1">{chat.description}</p>
              <ExternalLink href={chat.href} className="fw-semibold">
                {chat.label}
              </ExternalLink>
            </section>
            <nav aria-labelledby="social-title">
              <h2 id="social-title" className="h6">
                {social.title}
              </h2>
              <ExternalLinkList links={social.links} inline />
            </nav>
          </div>
        </div>
        <p className="text-body-secondary mb-0">{issuerNotice}</p>
      </div>
    </footer>
  );
}

export default MarketingFooter;
