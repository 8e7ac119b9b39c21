import type { ReactNode } from 'react';
import { DRAWN_AFTER_PAINT } from './drawn-after-paint';

interface TitledPartProps {
  /** Names the heading (`${id}-title`), which names the part. */
  id: string;
  title: string;
  as?: 'section' | 'nav';
  /** The heading's look: an h2 in the document outline whatever its size. */
  headingClass: 'h5' | 'h6';
  className?: string;
  /** Below a phone's first screen: drawn a frame after /login's first paint. */
  drawnAfterPaint?: boolean;
  children: ReactNode;
}

/** A part of the marketing content, named by its own heading. */
export function TitledPart({
  id,
  title,
  as: Part = 'section',
  headingClass,
  className,
  drawnAfterPaint = false,
  children,
}: TitledPartProps) {
  return (
    <Part
      className={className}
      aria-labelledby={`${id}-title`}
      {...(drawnAfterPaint && DRAWN_AFTER_PAINT)}
    >
      <h2 id={`${id}-title`} className={headingClass}>
        {title}
      </h2>
      {children}
    </Part>
  );
}
