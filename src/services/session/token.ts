import type { StandardSchemaV1 } from '@standard-schema/spec';
import { isRecord } from '../../lib/is-record';
import type { Credentials } from '../provider';

/** A token an HTTP header can carry: anything else would sign in a session no call can use. */
const USABLE_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/**
 * The one check of a token, where it enters the app: the login answer (below) and local
 * storage (a reload, another tab). Past those edges a token is trusted as it is.
 */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && USABLE_TOKEN.test(token);
}

/**
 * POST auth/login/'s answer, `{ token }` or under `data` (the top level read first); without a
 * usable token it is a failed login, never a session. By hand, not valibot: /login's first press
 * has no room for the library (docs/architecture.md#the-provider-api-and-the-store).
 */
export const LoginAnswer: StandardSchemaV1<unknown, Credentials> = {
  '~standard': {
    version: 1,
    vendor: 'autogestion',
    validate: (body) => {
      const token = [body, isRecord(body) ? body.data : undefined]
        .filter(isRecord)
        .map((place) => place.token)
        .find(isUsableToken);
      return token === undefined
        ? { issues: [{ message: 'No usable token' }] }
        : { value: { token } };
    },
  },
};
