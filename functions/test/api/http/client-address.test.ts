// Who the client is (client-ip.ts): X-Forwarded-For counted from the right, only as many entries
// as our own proxies wrote; addresses normalized into rate-limit keys; TRUSTED_PROXY_HOPS parsed.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { clientAddressFrom, normalizeAddress, UNKNOWN_CLIENT } from '../../../src/http/client-ip.ts';
import { DEFAULT_TRUSTED_PROXY_HOPS, trustedProxyHops } from '../../../src/platform/function-params.ts';

const from = (forwardedFor: string | undefined, trustedProxyHops: number, socketAddress = '10.0.0.9') =>
  clientAddressFrom({ forwardedFor, socketAddress, trustedProxyHops });

describe('counting hops from the right', () => {
  test('0 trusted hops: the header is never read, the socket is the client', () => {
    expect(from('203.0.113.1', 0)).toBe('10.0.0.9');
    expect(from('203.0.113.1, 198.51.100.2', 0)).toBe('10.0.0.9');
  });

  test('1 hop: the last entry (what our one proxy saw)', () => {
    expect(from('203.0.113.1', 1)).toBe('203.0.113.1');
    expect(from('1.1.1.1, 2.2.2.2, 203.0.113.1', 1)).toBe('203.0.113.1');
  });

  test('2 hops (Google front end): the entry before the proxy, whatever the client put in front', () => {
    expect(from('203.0.113.1, 35.191.0.1', 2)).toBe('203.0.113.1');
    expect(from('6.6.6.6, 7.7.7.7, 203.0.113.1, 35.191.0.1', 2)).toBe('203.0.113.1');
  });

  test('too few hops: the first entry (nothing in front of our proxies), never an index below 0', () => {
    expect(from('203.0.113.1', 2)).toBe('203.0.113.1');
    expect(from('203.0.113.1, 35.191.0.1', 5)).toBe('203.0.113.1');
  });

  test('no header or an empty one: the socket', () => {
    expect(from(undefined, 2)).toBe('10.0.0.9');
    expect(from('', 2)).toBe('10.0.0.9');
    expect(from(' , ,', 2)).toBe('10.0.0.9');
    expect(from(undefined, 2, '')).toBe(UNKNOWN_CLIENT);
  });

  test('spaces and empty entries around the commas do not shift the count', () => {
    expect(from('  6.6.6.6 ,, 203.0.113.1  ,   35.191.0.1  ', 2)).toBe('203.0.113.1');
    expect(from('203.0.113.1,35.191.0.1', 2)).toBe('203.0.113.1');
  });

  test('garbage in the trusted position is one shared bucket; garbage in front is ignored', () => {
    for (const junk of ['not-an-ip', '999.1.1.1', '<script>', '1.2.3', '01.2.3.4', 'unknown', '::g']) {
      expect(from(`${junk}, 35.191.0.1`, 2)).toBe(UNKNOWN_CLIENT);
    }
    expect(from('<script>, 203.0.113.1, 35.191.0.1', 2)).toBe('203.0.113.1');
  });

  test('our in-process proxy says who the client is: the header is not read then, however trusted', () => {
    const sources = {
      forwardedFor: '203.0.113.1, 35.191.0.1',
      socketAddress: '127.0.0.1',
      trustedProxyHops: 2,
    };
    expect(clientAddressFrom({ ...sources, proxiedAddress: '192.0.2.44' })).toBe('192.0.2.44');
    expect(clientAddressFrom({ ...sources, proxiedAddress: '' })).toBe(UNKNOWN_CLIENT);
  });

  test('property: whatever a client writes in front, the key is that of the entry our proxies vouch for', () => {
    const ipv4 = fc
      .tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 0, max: 255 })))
      .map((p) => p.join('.'));
    const forged = fc.array(
      fc.oneof(
        fc.string().map((s) => s.replaceAll(',', '')),
        ipv4,
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(forged, ipv4, fc.integer({ min: 1, max: 4 }), (front, client, hops) => {
        const proxies = Array.from({ length: hops - 1 }, (_, i) => `35.191.0.${i + 1}`);
        const header = [...front, client, ...proxies].join(', ');
        expect(from(header, hops)).toBe(client);
      }),
    );
  });
});

describe('addresses as rate-limit keys', () => {
  test('IPv4, with or without a port', () => {
    expect(normalizeAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress(' 192.0.2.1:8080 ')).toBe('192.0.2.1');
  });

  test('IPv6: one key per /64, whatever the spelling (case, brackets, port, zone, compression)', () => {
    const key = '2001:db8:1:2::/64';
    for (const spelling of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2::99]:443',
      '2001:0db8:0001:0002:0000:0000:0000:0007',
      '2001:db8:1:2::7%eth0',
    ]) {
      expect(normalizeAddress(spelling), spelling).toBe(key);
    }
    expect(normalizeAddress('2001:db8:1:3::1')).not.toBe(key);
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('IPv4-mapped IPv6 is the IPv4 client (the socket of a dual-stack server)', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
  });

  test('an IPv6 address in the trusted X-Forwarded-For position', () => {
    expect(from('6.6.6.6, 2001:db8:aa:bb::5, 35.191.0.1', 2)).toBe('2001:db8:aa:bb::/64');
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  test('default 2 when deployed, 0 in the Functions emulator; a set value wins in both', () => {
    expect(DEFAULT_TRUSTED_PROXY_HOPS).toBe(2);
    expect(trustedProxyHops({})).toBe(2);
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: 'true' })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: ' 3 ' })).toBe(3);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1', FUNCTIONS_EMULATOR: 'true' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '0' })).toBe(0);
  });

  test.each(['x', '-1', '1.5', '11', '2 hops', '0x2'])(
    '"%s" is refused, never read as some number',
    (raw) => {
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: raw })).toThrow(/TRUSTED_PROXY_HOPS/);
    },
  );
});
