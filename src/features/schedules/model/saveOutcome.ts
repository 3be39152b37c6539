/** How a save went: saved, refused for a problem of the schedule (400), a version conflict, or another failure. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; field: string; problem: string }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string }
