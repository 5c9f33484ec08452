import { describe, expect, it } from 'vitest';
import { jsonTextDepth } from '../src/http/query-depth';
import { parseTrustProxy, serviceTrustProxy } from '../src/http/trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['none', false],
    ['0', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 127.0.0.1, ::1/128', ['10.0.0.0/8', '127.0.0.1', '::1/128']],
  ])('when it is "%s" then express gets %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', '*', '10.0.0.0/33', 'example.com', '1.2.3.4/8/8'])(
    'when it is "%s" then it is refused',
    (value) => {
      expect(parseTrustProxy(value)).toBeInstanceOf(Error);
    },
  );

  it('when a service has no TRUST_PROXY then it believes only the gateway on loopback', () => {
    expect(serviceTrustProxy({})).toEqual(['loopback']);
    expect(serviceTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
    expect(() => serviceTrustProxy({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('JSON depth', () => {
  it('counts nesting in text without parsing, ignoring brackets inside strings', () => {
    expect(jsonTextDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonTextDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonTextDepth('['.repeat(5000))).toBe(5000);
    expect(jsonTextDepth('plain text')).toBe(0);
  });
});
