import { createNextState, isDraft } from '@reduxjs/toolkit'

import { mergeBase } from './mergeBase'

describe('what an entry held before a merge', () => {
  it('is the plain object under a draft made over a draft, as RTK Query merges', () => {
    const rows = [{ id: 'a' }, { id: 'b' }]
    const state = { entry: { rows } }
    let seen: unknown = null
    createNextState(state, outer => {
      outer.entry = createNextState(outer.entry, inner => {
        seen = mergeBase(inner)
        return inner
      })
    })
    expect(isDraft(seen)).toBe(false)
    expect(seen).toBe(state.entry)
  })

  it('is the value itself when it is not a draft', () => {
    const value = { id: 'a' }
    expect(mergeBase(value)).toBe(value)
  })
})
