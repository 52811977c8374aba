import { describe, expect, it } from 'vitest'

import { rateKeyAddress } from '#api/http/client-ip.ts'
import { networkKey } from '#api/http/rate-limit.ts'

describe('rateKeyAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateKeyAddress('203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(rateKeyAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateKeyAddress('::FFFF:cb00:7107')).toBe('203.0.113.7')
    expect(rateKeyAddress('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of an IPv6 /64 as one', () => {
    const net = '2001:db8:1:2::/64'
    expect(rateKeyAddress('2001:db8:1:2::1')).toBe(net)
    expect(rateKeyAddress('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(net)
    expect(rateKeyAddress('[2001:db8:1:2:a:b:c:d]')).toBe(net)
    expect(rateKeyAddress('2001:db8:1:2::1%eth0')).toBe(net)
    expect(rateKeyAddress('2001:db8:1:3::1')).not.toBe(net)
  })

  it('expands :: anywhere and converts a dotted tail that is not a mapped address', () => {
    expect(rateKeyAddress('::1')).toBe('0:0:0:0::/64')
    expect(rateKeyAddress('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(rateKeyAddress('fe80::1')).toBe('fe80:0:0:0::/64')
    expect(rateKeyAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves what is not an address alone', () => {
    expect(rateKeyAddress('unknown')).toBe('unknown')
    expect(rateKeyAddress('2001:db8::1::2')).toBe('2001:db8::1::2')
  })
})

describe('networkKey', () => {
  it('replaces the address after the last :ip: with its network', () => {
    expect(networkKey('login:ip:2001:db8:1:2::99')).toBe('login:ip:2001:db8:1:2::/64')
    expect(networkKey('login:email:a@example.org:ip:::ffff:192.0.2.1')).toBe('login:email:a@example.org:ip:192.0.2.1')
    expect(networkKey('change:user:42')).toBe('change:user:42')
  })
})
