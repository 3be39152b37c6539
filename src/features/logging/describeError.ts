export interface ErrorDescription {
  /** e.g. "TypeError"; for a thrown non-Error, its JavaScript type */
  type: string
  message: string
  /** Seq's Exception text: "Type: message" followed by the stack */
  exception: string
}

/** Turns whatever was caught into the text Seq shows as the event's exception. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    const type = error.name || 'Error'
    const head = `${type}: ${error.message}`
    const stack = error.stack ?? ''
    // V8 stacks begin with "Type: message"; Firefox and Safari stacks hold only the frames.
    const exception = stack.startsWith(head) ? stack : stack ? `${head}\n${stack}` : head
    return { type, message: error.message, exception }
  }
  const message = typeof error === 'string' ? error : safeJson(error)
  const type = error === null ? 'null' : typeof error
  return { type, message, exception: `${type}: ${message}` }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
