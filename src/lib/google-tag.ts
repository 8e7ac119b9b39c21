/** The one script URL of Google's tag the app loads: analytics adds it, Trusted Types allows only it. */
export function googleTagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
