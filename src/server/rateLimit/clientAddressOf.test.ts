/** @jest-environment node */
import { addressKey, clientAddressOf } from './clientAddressOf'

const request = (remoteAddress: string, forwardedFor?: string) => ({
  socket: { remoteAddress } as never,
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
})

describe('clientAddressOf', () => {
  it('is the connection’s address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7')
  })

  it('behind one trusted proxy, is the address that proxy saw (the last entry), not the client’s claims', () => {
    expect(clientAddressOf(request('10.0.0.2', 'spoofed, 198.51.100.1'), 1)).toBe('198.51.100.1')
  })

  it('behind two trusted proxies, is the second entry from the right', () => {
    expect(clientAddressOf(request('10.0.0.2', 'spoofed, 198.51.100.1, 10.0.0.1'), 2)).toBe('198.51.100.1')
  })

  it('falls back to the connection when a trusted proxy sent no X-Forwarded-For', () => {
    expect(clientAddressOf(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })
})

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads one mapped into IPv6 as IPv4', () => {
    expect(addressKey('192.0.2.10')).toBe('192.0.2.10')
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10')
  })

  it('keys an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })

  it('says unknown for anything else', () => {
    expect(addressKey('not an address')).toBe('unknown')
  })
})
