import { addressKey } from './client-address';

test('an IPv6 client is counted by its /64: every address a host may pick in it is one client', () => {
  expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
});

test('an IPv4 client is its address, written either way', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
});

test('no address is one unknown client', () => {
  expect(addressKey(undefined)).toBe('unknown');
  expect(addressKey('')).toBe('unknown');
});
