/** A token an HTTP header can carry: anything else would sign in a session no call can use. */
const USABLE_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/**
 * The one check of a token, where it enters the app: the login answer (auth feature) and local
 * storage (a reload, another tab). Past those edges a token is trusted as it is.
 */
export function isUsableToken(token: unknown): token is string {
  return typeof token === 'string' && USABLE_TOKEN.test(token);
}
