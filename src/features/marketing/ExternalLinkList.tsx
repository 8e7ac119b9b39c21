import { ExternalLink } from '../../components/ExternalLink';
import type { ExternalLink as Link } from './content';

/** A list of links to other sites: stacked, or in one line (inline). */
export function ExternalLinkList({ links, inline = false }: { links: Link[]; inline?: boolean }) {
  return (
    <ul className={inline ? 'list-inline mb-0' : 'list-unstyled mb-0'}>
      {links.map((link) => (
        <li key={link.href} className={inline ? 'list-inline-item' : 'mb-1'}>
          <ExternalLink href={link.href}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
