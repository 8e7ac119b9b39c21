/**
 * The issuer's logo, inline with its size set so that nothing shifts at paint. Not an <img>: an
 * SVG image costs a whole document of its own on /login's first paint, and inline the wordmark's
 * colour follows light or dark mode through the stylesheet (.logo-word).
 */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg
      role="img"
      aria-label="Tarjeta Ceibo"
      width={Math.round(height * 4)}
      height={height}
      viewBox="0 0 128 32"
    >
      <rect x="0" y="4" width="36" height="24" rx="4" fill="#b3202c" />
      <rect x="5" y="10" width="9" height="7" rx="1.5" fill="#f6c945" />
      <path d="M5 22h20" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <text className="logo-word" x="44" y="23" fontSize="20" fontWeight="700">
        Ceibo
      </text>
    </svg>
  );
}
