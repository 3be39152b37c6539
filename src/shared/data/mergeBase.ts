import { type Draft, isDraft, original } from '@reduxjs/toolkit'

/**
 * What a cache entry held before an answer is merged into it (an endpoint's `merge`), as the plain object it
 * is. RTK Query hands `merge` a draft made over the store's own draft of the entry: reading rows through it
 * would make a proxy of each, and their identity is what a merge that keeps the unchanged ones compares.
 */
export function mergeBase<T>(shown: T): T {
  let value = shown
  while (isDraft(value)) value = original(value as Draft<T>) as T
  return value
}
