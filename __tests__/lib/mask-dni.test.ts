import { maskDni } from '../../src/lib/mask-dni';

test.each([
  ['30111222', '**.***.222'],
  ['5111901', '**.***.901'],
  ['30.111.222', '**.***.222'],
  ['123', null],
  ['', null],
])('the DNI %s masked: %s', (dni, masked) => {
  expect(maskDni(dni)).toBe(masked);
});

test('of a DNI, only its last three digits are shown: not even how many digits it has', () => {
  for (const dni of ['30111222', '5111901', '99999999', '1000000']) {
    const masked = maskDni(dni) ?? '';
    expect(masked).toMatch(/^\*\*\.\*\*\*\.\d{3}$/);
    expect(masked.replace(/\D/g, '')).toBe(dni.slice(-3));
  }
});
