import { paramRouteOf } from './paths';
import { googleTagUrl } from './google-tag';

/**
 * All the product tells Google Analytics 4: page views, LCP, INP and CLS, errors by kind and code;
 * never personal data (docs/architecture.md, Analytics). GA4 with a measurement id, a console
 * logger in development, silence in tests and in production builds without an id.
 */
export interface Analytics {
  pageView(path: string): void;
  /** Something went wrong: its kind and a short code (an error's name, an endpoint's name). */
  error(kind: ErrorKind, code: string): void;
  /** Starts measuring LCP, INP and CLS (their library's own chunk); once is enough. */
  measureVitals(): void;
}

/**
 * uncaught: an error nothing caught (window 'error'); rejection: an unhandled rejection;
 * boundary: what an error boundary caught; chunk: code that failed to download; schema: an
 * answer of the provider its schema refused; payment: a payment that ended in a failure shown.
 */
export type ErrorKind = 'uncaught' | 'rejection' | 'boundary' | 'chunk' | 'schema' | 'payment';

/** What web-vitals hands over of a metric (its Metric type, the fields sent). */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
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

/** The page a path is, as analytics names it: a route with a parameter as its template. */
export function analyticsPath(pathname: string): string {
  return paramRouteOf(pathname) ?? pathname;
}

/** The page on screen, as every event names it. */
function pageParams(path = analyticsPath(window.location.pathname)) {
  return { page_path: path, page_location: window.location.origin + path };
}

/** A code as short and plain as a name: anything else (a message, data) is 'unknown'. */
function codeOf(name: unknown): string {
  return typeof name === 'string' && /^[\w.-]{1,40}$/.test(name) ? name : 'unknown';
}

/** An error's code: its name ('TypeError', 'ChunkLoadError'), never its message. */
export function errorCodeOf(error: unknown): string {
  return codeOf(error instanceof Error ? error.name : typeof error);
}

/** The GA4 event of an error. */
export function errorEvent(kind: ErrorKind, code: string) {
  return { error_kind: kind, error_code: codeOf(code), ...pageParams() };
}

/** The GA4 event of a metric, as web-vitals documents it for GA4 (the delta sums per id). */
export function vitalEvent({ value, delta, id, rating }: VitalMetric) {
  return {
    value: delta,
    metric_id: id,
    metric_value: value,
    metric_rating: rating,
    ...pageParams(),
  };
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
  script.src = googleTagUrl(measurementId);
  document.head.appendChild(script);
  const send = (name: string, params: object) => window.gtag?.('event', name, params);
  const error = (kind: ErrorKind, code: string) => send('exception', errorEvent(kind, code));
  let measuring = false;
  return {
    pageView: (path) => send('page_view', pageParams(path)),
    error,
    measureVitals() {
      if (measuring) return;
      measuring = true;
      import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
        .then(({ onLCP, onINP, onCLS }) => {
          for (const on of [onLCP, onINP, onCLS])
            on((metric) => send(metric.name, vitalEvent(metric)));
        })
        .catch((failure: unknown) => error('chunk', errorCodeOf(failure)));
    },
  };
}

export const silentAnalytics: Analytics = {
  pageView: () => undefined,
  error: () => undefined,
  measureVitals: () => undefined,
};

const developmentLogger: Analytics = {
  pageView(path) {
    console.info(`[analytics] page_view ${path}`);
  },
  error: () => undefined,
  measureVitals: () => undefined,
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
    ...analytics,
    pageView(path) {
      if (path === lastPath) return;
      lastPath = path;
      analytics.pageView(path);
    },
  };
}

/** Where errors and field metrics go from outside the store: the entry's analytics. */
let reportedTo: Analytics | null = null;

/** From now on errors (those nothing caught included) and field metrics go to `analytics`. */
export function sendFieldReportsTo(analytics: Analytics): void {
  if (!reportedTo) {
    window.addEventListener('error', (event) => reportError('uncaught', errorCodeOf(event.error)));
    window.addEventListener('unhandledrejection', (event) =>
      reportError('rejection', errorCodeOf(event.reason)),
    );
  }
  reportedTo = analytics;
}

/** An error boundary, the provider API's schemas and the payment page report here. */
export function reportError(kind: ErrorKind, code: string): void {
  reportedTo?.error(kind, code);
}

/** Home starts measuring LCP, INP and CLS once its figures are on screen. */
export function measureVitals(): void {
  reportedTo?.measureVitals();
}
