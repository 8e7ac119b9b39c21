/** A placeholder bar that holds the space of the text that replaces it. */
export function SkeletonLine({
  width = '100%',
  className = '',
}: {
  width?: string;
  className?: string;
}) {
  return (
    <span className={`placeholder-glow d-block ${className}`} aria-hidden="true">
      <span className="placeholder rounded col-12" style={{ width }} />
    </span>
  );
}
