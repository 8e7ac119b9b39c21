import { parseStoredFields } from '../../src/lib/stored-format';
import { storeSlice } from '../support/stored-slice';

afterEach(() => window.localStorage.clear());

test("a slice as redux-persist writes it: each field parsed, its version's too", () => {
  storeSlice('api', { token: 'abc123', dni: null });
  expect(parseStoredFields(window.localStorage.getItem('api'))).toEqual({
    token: 'abc123',
    dni: null,
    _persist: { version: 2 },
  });
});

test.each([
  ['nothing stored', null],
  ['not JSON', '{"token":'],
  ['not an object', '["token"]'],
  ['a field that is not JSON text', '{"token":42}'],
  ['a field whose text is not JSON', '{"token":"abc"}'],
])('%s: null', (_case, raw) => {
  expect(parseStoredFields(raw)).toBeNull();
});
