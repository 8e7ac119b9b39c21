/**
 * The product's promises on the payment journey, each a small function that throws with what
 * broke it. They read only what the model knows, what the provider received, and the page.
 */
import { paymentCopy } from '../../src/features/payment/copy';
import { receiptsCopy } from '../../src/features/payment/receipts/copy';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';

const receiptCopy = receiptsCopy.receipt;

/** What the model knows that bears on the promises. */
export interface Knowledge {
  /** The amount shown at each press that can pay (Continuar, 'Pagar $ X'), in cents, in order. */
  presses: number[];
  /** PAGO_REALIZADO came from the gateway's origin, from the popup the page opened. */
  paidHeard: boolean;
  /** The provider credited a payment. */
  credited: boolean;
}

export interface Post {
  amountCents: number;
  pressesBefore: number;
}

export class BrokenPromise extends Error {
  constructor(promise: string, detail: string) {
    super(`${promise}: ${detail}`);
    this.name = 'BrokenPromise';
  }
}

const money = (cents: number) => `${(cents / 100).toFixed(2)} (${cents} cents)`;

/**
 * Never paid twice: each POST payments/ follows a press, at most one per press, and asks for the
 * amount on screen at that press, to the cent.
 */
export function neverPaidTwice(knowledge: Knowledge, posts: readonly Post[]): void {
  const promise = 'never paid twice';
  if (posts.length > knowledge.presses.length) {
    throw new BrokenPromise(
      promise,
      `${posts.length} POST payments/ sent for ${knowledge.presses.length} presses of Continuar`,
    );
  }
  const perPress = new Map<number, number>();
  posts.forEach((post, index) => {
    if (post.pressesBefore === 0) {
      throw new BrokenPromise(promise, `POST payments/ #${index + 1} sent before any press`);
    }
    const press = post.pressesBefore - 1;
    const count = (perPress.get(press) ?? 0) + 1;
    perPress.set(press, count);
    if (count > 1) {
      throw new BrokenPromise(promise, `${count} POST payments/ sent for press #${press + 1}`);
    }
    const shown = knowledge.presses[press];
    if (shown !== post.amountCents) {
      throw new BrokenPromise(
        promise,
        `POST payments/ #${index + 1} asked for ${money(post.amountCents)}, the screen showed ${
          shown === undefined ? 'nothing' : money(shown)
        } at press #${press + 1}`,
      );
    }
  });
}

const { status, dialogs, inProgress } = paymentCopy;
/** What says the money was paid or received. */
const PAID_WORDS: string[] = [
  status.paid,
  dialogs.success.title,
  dialogs.success.body,
  status.bindDone,
  dialogs.bindDone.body,
  'Recibimos tu pago',
  inProgress.alreadyPaidTitle,
  'Ya hiciste un pago de',
];
/** What says the provider credited it (a credited status, its notice, 'Acreditado'). */
const CREDITED = /acreditado(?!s)/i;

/** The page's text, as it reads (visually hidden parts included: a screen reader says them). */
const pageText = () => document.body.textContent?.replace(/\s+/g, ' ') ?? '';

/**
 * Never an untrue word about money: nothing says paid or received unless the gateway said so
 * or the provider credited it; nothing says credited, nor offers a receipt, unless the
 * provider credited it.
 */
export function neverAnUntrueWord(knowledge: Knowledge): void {
  const promise = 'never an untrue word about money';
  const text = pageText();
  const heading = document.querySelector('h1')?.textContent?.trim();
  if (!knowledge.paidHeard && !knowledge.credited) {
    if (heading === paymentCopy.headingPaid) {
      throw new BrokenPromise(
        promise,
        `the heading says '${heading}' with no PAGO_REALIZADO heard and nothing credited`,
      );
    }
    const said = PAID_WORDS.find((words) => text.includes(words));
    if (said) {
      throw new BrokenPromise(
        promise,
        `the page says '${said}' with no PAGO_REALIZADO heard and nothing credited`,
      );
    }
  }
  if (!knowledge.credited) {
    const credited = CREDITED.exec(text);
    if (credited) {
      throw new BrokenPromise(
        promise,
        `the page says '${credited[0]}' (…${text.slice(Math.max(0, credited.index - 60), credited.index + 40)}…) while the provider credited nothing`,
      );
    }
    const receipt = [receiptCopy.download, receiptCopy.share].find((words) => text.includes(words));
    if (receipt) {
      throw new BrokenPromise(promise, `the page offers '${receipt}' while nothing is credited`);
    }
  }
}

/**
 * Never a blank or broken page: a level-1 heading (or the app's loading state), no
 * 'undefined', 'NaN' or '[object Object]' in it, no console error or warning.
 */
export function neverABrokenPage(consoleProblems: readonly string[]): void {
  const promise = 'never a blank or broken page';
  const loading = document.querySelector('.page-loading');
  if (!document.querySelector('h1') && !loading) {
    throw new BrokenPromise(
      promise,
      `no h1 and no loading state; the page reads '${pageText().slice(0, 300)}'`,
    );
  }
  const text = pageText();
  const broken = ['undefined', 'NaN', '[object Object]'].find((words) => text.includes(words));
  if (broken) {
    const at = text.indexOf(broken);
    throw new BrokenPromise(
      promise,
      `the page says '${broken}': …${text.slice(Math.max(0, at - 60), at + 40)}…`,
    );
  }
  if (consoleProblems.length > 0) {
    throw new BrokenPromise(
      promise,
      `the console said: ${consoleProblems.join(' | ').slice(0, 600)}`,
    );
  }
}

/** How the model ended the session, and the words /login must say for it (null: none needed). */
export interface SessionEnd {
  /** 'a new sign-in': INGRESAR pressed, or another tab signed in, since the end. */
  by: 'the cardholder' | 'another tab' | 'idle time' | 'the provider' | 'a new sign-in';
  reason: string | null;
}

/**
 * Never signed out without a reason: /login is reached only after an end the model made (the
 * cardholder's or another tab's 'Cerrar sesión', the idle limit, the provider's 401), never by
 * a drop or another fault; each end with words (idle, 401) says them on /login.
 */
export function neverSignedOut(path: string, end: SessionEnd | null): void {
  const promise = 'never signed out without a reason';
  if (!path.startsWith('/login')) return;
  if (!end) throw new BrokenPromise(promise, `the page is ${path}: '${pageText().slice(0, 200)}'`);
  if (end.reason && !pageText().includes(end.reason)) {
    throw new BrokenPromise(
      promise,
      `ended by ${end.by}, /login does not say '${end.reason}': '${pageText().slice(0, 200)}'`,
    );
  }
}

/**
 * A file saved only for a press: at most one per press of 'Descargar mi resumen' or
 * 'Descargar comprobante', each a PDF as the spec names it, a receipt only of a payment the
 * provider lists 'Acreditado'.
 */
export function oneFilePerPress(
  saved: { name: string; type: string }[],
  presses: number,
  creditedIds: string[],
): void {
  const promise = 'a file saved only for a press';
  if (saved.length > presses) {
    throw new BrokenPromise(promise, `${saved.length} files for ${presses} presses`);
  }
  const allowed = ['mi-resumen.pdf', ...creditedIds.map((id) => `comprobante-${id}.pdf`)];
  const other = saved.find(
    ({ name, type }) => !allowed.includes(name) || type !== 'application/pdf',
  );
  if (other) throw new BrokenPromise(promise, `saved ${other.name} (${other.type})`);
}

/**
 * Never signed in past the idle limit: a session left unused longer than the limit shows no
 * signed-in page until someone signs in again.
 */
export function neverSignedInPastTheIdleLimit(path: string, end: SessionEnd | null): void {
  if (end?.by !== 'idle time' || path.startsWith('/login')) return;
  throw new BrokenPromise(
    'never signed in past the idle limit',
    `left past the limit, the page is ${path}: '${pageText().slice(0, 200)}'`,
  );
}

/** What may stay in local storage once a session has ended: the last activity's time. */
const KEPT_AFTER_AN_END: string[] = [STORAGE_KEYS.lastActivity];

/** The fields of a redux-persist entry that hold something: any but its `_persist` mark. */
function filledFields(stored: string): string[] {
  try {
    const fields = JSON.parse(stored) as Record<string, string>;
    return Object.entries(fields)
      .filter(([field, value]) => field !== '_persist' && JSON.parse(value) !== null)
      .map(([field]) => field);
  } catch {
    return ['(not redux-persist JSON)'];
  }
}

/**
 * After any end, storage holds nothing personal: no token, no payment, no name. The slices'
 * keys (src/lib/storage-keys.ts) are gone, or, once the app starts again signed out, hold
 * their empty state (every field null); the last activity's time may stay.
 */
export function nothingPersonalAfterAnEnd(path: string): void {
  if (!path.startsWith('/login')) return;
  const left = Object.keys(window.localStorage)
    .filter((key) => !KEPT_AFTER_AN_END.includes(key))
    .filter((key) => filledFields(window.localStorage.getItem(key) ?? '').length > 0);
  if (left.length > 0) {
    throw new BrokenPromise(
      'nothing personal after an end',
      left
        .map((key) => `${key}=${String(window.localStorage.getItem(key)).slice(0, 120)}`)
        .join(' | '),
    );
  }
}

/**
 * Never two words about one payment that cannot both be true: a page whose heading says it was
 * not paid, or rejected, says nowhere that it was paid (a success dialog left over it included).
 */
export function neverPaidAndNotPaid(): void {
  const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
  const notPaid: string[] = [
    paymentCopy.headingRejected,
    paymentCopy.headingNotPaid,
    paymentCopy.headingCancelled,
  ];
  if (!notPaid.includes(heading)) return;
  const said = PAID_WORDS.find((words) => pageText().includes(words));
  if (said) {
    throw new BrokenPromise(
      'never an untrue word about money',
      `the heading says '${heading}' and the page says '${said}' at once`,
    );
  }
}

/** A payment the app follows as pending that the provider has settled. */
export interface SettledWhileFollowed {
  startedAt: string;
  id: string;
  statusName: string;
}

/** What the app knows now of a payment: whether it still follows it, what payments/ said last. */
export interface KnownNow {
  followedAsPending: boolean;
  /** The status of its row in the app's last answer of payments/, if any. */
  listedAs: string | undefined;
}

/**
 * A payment in progress is followed after any fault: once the page is shown again online, with
 * the session alive and payments/ answering, a payment the provider has settled is learned:
 * no longer followed as pending, and listed as the provider says (not merely given up on).
 */
export function aPaymentFollowedAfterAnyFault(
  settled: SettledWhileFollowed,
  known: KnownNow,
): void {
  if (!known.followedAsPending && known.listedAs === settled.statusName) return;
  throw new BrokenPromise(
    'a payment in progress is followed after any fault',
    `the provider lists payment ${settled.id} '${settled.statusName}'; shown again online, the app ${
      known.followedAsPending ? 'still follows it as pending' : 'no longer follows it'
    }, its last answer says '${known.listedAs ?? 'nothing'}'`,
  );
}
