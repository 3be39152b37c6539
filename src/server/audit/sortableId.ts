import { randomBytes } from 'node:crypto'

let sequence = 0

/**
 * An id that sorts in the order this process made them: the audit lists entries newest first by
 * (created_at, id), and two entries of one millisecond (an action and its failed retry, a bulk action's
 * campaigns) must keep their order, which random UUIDs would shuffle. Then random bytes, so ids of several
 * server processes never collide.
 */
export function sortableId(now: number): string {
  sequence = (sequence + 1) % 1_679_616 // 36^4: four base-36 digits
  return [
    Math.max(0, Math.floor(now)).toString(36).padStart(9, '0'),
    sequence.toString(36).padStart(4, '0'),
    randomBytes(8).toString('hex')
  ].join('-')
}
