import type { ReactNode } from 'react';

interface TitledPartProps {
  /** Names the heading (`${id}-title`), which names the part. */
  id: string;
  title: string;
  as?: 'section' | 'nav';
  /** The heading's look: an h2 in the document outline whatever its size. */
  headingClass: 'h5' | 'h6';
  className?: string;
  children: ReactNode;
}

/** A part of the marketing content, named by its own heading. */
export function TitledPart({
  id,
  title,
  as: Part = 'section',
  headingClass,
  className,
  children,
}: TitledPartProps) {
  return (
    <Part className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={headingClass}>
        {title}
      </h2>
      {children}
    </Part>
  );
}
