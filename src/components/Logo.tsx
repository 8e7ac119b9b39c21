import logoUrl from '../assets/logo.svg';

/** The issuer's logo, with its size set so that nothing shifts when it loads. */
export function Logo({ height = 32 }: { height?: number }) {
  return <img src={logoUrl} alt="Tarjeta Ceibo" width={Math.round(height * 4)} height={height} />;
}
