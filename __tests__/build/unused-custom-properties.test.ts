/**
 * @jest-environment node
 */
import { withoutUnusedCustomProperties } from '../../scripts/unused-custom-properties';

test('custom properties nothing reads are removed; the ones a rule reads stay', () => {
  const css = ':root{--used:red;--unused:blue;--also-unused:1px}.a{color:var(--used)}';
  expect(withoutUnusedCustomProperties(css)).toBe(':root{--used:red}.a{color:var(--used)}');
});

test('a property read only by another read property stays; one read only by a removed one goes', () => {
  const css =
    ':root{--font:Arial;--body-font:var(--font);--old:1rem;--gone:var(--old)}' +
    'body{font-family:var(--body-font)}';
  expect(withoutUnusedCustomProperties(css)).toBe(
    ':root{--font:Arial;--body-font:var(--font)}body{font-family:var(--body-font)}',
  );
});

test('a fallback inside var() counts as a read, and so does the markup (style attributes)', () => {
  const css = ':root{--a:1;--b:2;--c:3}.x{width:var(--a,var(--b))}';
  expect(withoutUnusedCustomProperties(css, '<p style="height:var(--c)">')).toBe(
    ':root{--a:1;--b:2;--c:3}.x{width:var(--a,var(--b))}',
  );
  expect(withoutUnusedCustomProperties(css)).toBe(':root{--a:1;--b:2}.x{width:var(--a,var(--b))}');
});

test('a rule or media block left empty goes; other declarations of :root stay', () => {
  const css =
    ':root{color-scheme:light;--a:1}@media (prefers-color-scheme:dark){:root{--a:2}}.x{color:red}';
  expect(withoutUnusedCustomProperties(css)).toBe(':root{color-scheme:light}.x{color:red}');
});
