import { givenParams, listResponse, searchedByName } from './listResult'
import { noteRemoved, noteSaved } from './recentChanges'

interface Row {
  id: string
  name: string
  version: number
}
interface Answer {
  rows: Row[]
  others: Row[]
  total: number
  allData: { field: string; value: string; count: number }[]
}

/** What the platform lists (through the app's API): it may lag behind what this browser just did. */
let listed: Row[] = []
const answer = (): Answer => ({ rows: listed, others: listed, total: 40, allData: [] })

const responseOf = (recent?: 'sequence') =>
  listResponse({
    rows: (given: Answer) => given.rows,
    extra: (given, shown) => ({ others: shown(given.others) }),
    recent
  })

beforeEach(() => {
  localStorage.clear()
  listed = [
    { id: 'a', name: 'Alpha', version: 1 },
    { id: 'b', name: 'Bravo', version: 3 }
  ]
})

describe('a list answer of a kind the platform lists with a lag', () => {
  it('keeps a row removed here out, and out of the total, while the listing still has it', () => {
    noteRemoved('sequence', 'b')
    const result = responseOf('sequence')(answer(), undefined, {})
    expect(result.rows.map(row => row.id)).toEqual(['a'])
    expect(result.total).toBe(39)
    expect(result.extra).toEqual({ others: [{ id: 'a', name: 'Alpha', version: 1 }] })
  })

  it('shows the version saved here over the older one the listing still has', () => {
    noteSaved('sequence', 'b', 4, { id: 'b', name: 'Bravo (renamed)', version: 4 })
    const result = responseOf('sequence')(answer(), undefined, {})
    expect(result.rows).toEqual([
      { id: 'a', name: 'Alpha', version: 1 },
      { id: 'b', name: 'Bravo (renamed)', version: 4 }
    ])
    expect(result.total).toBe(40)
  })

  it('leaves a list of another kind as the listing says, and says when it was answered', () => {
    noteRemoved('sequence', 'b')
    const before = Date.now()
    const result = responseOf()(answer(), undefined, {})
    expect(result.rows.map(row => row.id)).toEqual(['a', 'b'])
    expect(result.total).toBe(40)
    expect(result.at).toBeGreaterThanOrEqual(before)
  })
})

describe('a list the API answers whole', () => {
  const whole = listResponse({
    rows: (given: { things: Row[] }, { q }: { q?: string }) =>
      searchedByName(given.things, q, row => [row.name])
  })

  it('counts the rows the search keeps, with no counts across the organisation', () => {
    const result = whole({ things: listed }, undefined, { q: 'brav' })
    expect(result).toMatchObject({ rows: [listed[1]], total: 1, allData: [] })
  })

  it('keeps the rows that hold every word of the search, whatever their case and accents, by name', () => {
    const rows = [
      { id: '1', name: 'Zoé Élan', version: 1 },
      { id: '2', name: 'Adam Zoe', version: 1 },
      { id: '3', name: 'Other', version: 1 }
    ]
    expect(searchedByName(rows, 'zoe', row => [row.name]).map(row => row.id)).toEqual(['2', '1'])
    expect(searchedByName(rows, ' ZOE  élan ', row => [row.name]).map(row => row.id)).toEqual(['1'])
    expect(searchedByName(rows, undefined, row => [row.name])).toHaveLength(3)
  })
})

describe('the parameters worth sending', () => {
  it('leaves out the empty, null and absent ones', () => {
    expect(givenParams({ q: '', role: null, page: 1, sort: undefined, status: 'active' })).toEqual({
      page: 1,
      status: 'active'
    })
  })
})
