import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/** The eight groups of an IPv6 address (`::` expanded, leading zeros dropped), or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (!isIPv6(address)) return undefined
  // an IPv4 tail (64:ff9b::192.0.2.1) is two groups
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map(n => n.toString(16)).join(':')
  )
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map(group => parseInt(group, 16).toString(16))
}

/**
 * The key a client address is limited under: an IPv4 address as it is; an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so its single addresses would each get a budget of their own); an
 * IPv4 address mapped into IPv6 as the IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(bare)) return bare
  const groups = ipv6Groups(bare)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : 'unknown'
}

/**
 * Who sent the request, for per-address limits. Without trusted proxies it is the connection's own address
 * (X-Forwarded-For is anyone's to write). Behind `trustedProxyHops` reverse proxies of your own, it is the
 * address the outermost of them saw: the hops-th entry of X-Forwarded-For from the right (each proxy appends
 * the address it was called from); entries to the left of it are the client's own claims and are ignored.
 */
export function clientAddressOf(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedProxyHops = 0
): string {
  const socketAddress = req.socket?.remoteAddress ?? 'unknown'
  if (trustedProxyHops <= 0) return addressKey(socketAddress)
  const header = req.headers['x-forwarded-for']
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(entry => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return addressKey(socketAddress)
  return addressKey(entries[Math.max(0, entries.length - trustedProxyHops)] ?? socketAddress)
}
