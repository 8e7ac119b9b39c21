/**
 * Page views, and nothing else: a path (never a query string, a token or a DNI), a route with
 * a parameter as its template ('/payments/:id', src/app/listeners.ts), never a payment's id.
 * Google Analytics 4 when a measurement id is configured; a console logger in development;
 * silence in tests and in production builds without an id.
 */
export interface Analytics {
  pageView(path: string): void;
}

interface AnalyticsOptions {
  measurementId: string;
  environment: 'development' | 'production' | 'test';
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function createGoogleAnalytics(measurementId: string): Analytics {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on every route change, the first one included.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return {
    pageView(path) {
      window.gtag?.('event', 'page_view', {
        page_path: path,
        page_location: window.location.origin + path,
      });
    },
  };
}

export const silentAnalytics: Analytics = { pageView: () => undefined };

const developmentLogger: Analytics = {
  pageView(path) {
    console.info(`[analytics] page_view ${path}`);
  },
};

export function createAnalytics({ measurementId, environment }: AnalyticsOptions): Analytics {
  if (environment === 'test') return silentAnalytics;
  if (measurementId) return createGoogleAnalytics(measurementId);
  return environment === 'development' ? developmentLogger : silentAnalytics;
}

/**
 * One page view per page: a second view of the path just counted is not a new page (the
 * entry counts /login's landing before the app, which reports its first location again).
 */
export function withoutRepeats(analytics: Analytics): Analytics {
  let lastPath: string | null = null;
  return {
    pageView(path) {
      if (path === lastPath) return;
      lastPath = path;
      analytics.pageView(path);
    },
  };
}
