// The platform's 403 says e.g. "Unable to perform the requested action. You are missing the following
// permission(s): outbound:campaign:start" (several are separated by commas or spaces).
const missingPattern = /missing the following permissions?(?:\(s\))?\s*:\s*([^\s,;]+)/i
const permissionShape = /^[\w*]+(?::[\w*]+){1,3}$/

/** The first permission a platform 403 message names as missing, or undefined when it names none. */
export function parseMissingPermission(message: string | undefined): string | undefined {
  const named = message ? missingPattern.exec(message)?.[1]?.replace(/[.\])]+$/, '') : undefined
  return named && permissionShape.test(named) ? named : undefined
}
