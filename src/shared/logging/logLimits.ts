/**
 * Size limits shared by the browser logger (so it never builds a batch the server refuses) and the
 * /api/logs relay (which enforces them because it never trusts the browser).
 */
export const LOG_LIMITS = {
  /** events per POST /api/logs */
  maxEventsPerBatch: 50,
  /** the relay's body limit (it reads the body itself: readJsonBody) */
  maxBodyBytes: 64 * 1024,
  maxMessageLength: 2000,
  maxExceptionLength: 8000,
  maxStringLength: 1000,
  maxDepth: 5,
  maxArrayLength: 50,
  maxKeys: 50
} as const

export const TRUNCATION_MARK = '…[truncated]'

export function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : text.slice(0, maxLength) + TRUNCATION_MARK
}

/**
 * Bounds a property value: long strings are cut, deep or wide structures are trimmed, values JSON
 * cannot carry (functions, symbols, bigints, cycles) become strings. Errors become {name, message, stack}.
 */
export function limitValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return truncate(value, LOG_LIMITS.maxStringLength)
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value
  if (value === undefined) return undefined
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'function' || typeof value === 'symbol') return `[${typeof value}]`
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (seen.has(value)) return '[Circular]'
  if (depth >= LOG_LIMITS.maxDepth) return Array.isArray(value) ? '[Array]' : '[Object]'
  seen.add(value)
  try {
    if (value instanceof Error) {
      return limitValue({ name: value.name, message: value.message, stack: value.stack }, depth, seen)
    }
    if (Array.isArray(value)) {
      const items = value.slice(0, LOG_LIMITS.maxArrayLength).map(item => limitValue(item, depth + 1, seen))
      if (value.length > LOG_LIMITS.maxArrayLength)
        items.push(`…${value.length - LOG_LIMITS.maxArrayLength} more`)
      return items
    }
    const entries = Object.entries(value as Record<string, unknown>)
    const limited: Record<string, unknown> = {}
    for (const [key, item] of entries.slice(0, LOG_LIMITS.maxKeys)) {
      limited[truncate(key, 100)] = limitValue(item, depth + 1, seen)
    }
    if (entries.length > LOG_LIMITS.maxKeys) limited['…'] = `${entries.length - LOG_LIMITS.maxKeys} more keys`
    return limited
  } finally {
    // Only the current path counts as a cycle; the same object twice side by side is fine.
    seen.delete(value)
  }
}
