import { createListSlice } from './createListSlice'
import { createListStore } from './createListStore'
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
  allData: never[]
}

/** What the platform lists (through the app's API): it may lag behind what this browser just did. */
let listed: Row[] = []
const request = async (): Promise<Answer> => ({ rows: listed, others: listed, total: 40, allData: [] })
const failureOf = () => ({ kind: 'network' }) as never

const listOf = (recent?: 'sequence') =>
  createListSlice({
    name: 'things',
    request,
    rows: (answer: Answer) => answer.rows,
    extra: (answer, shown) => ({ others: shown(answer.others) }),
    failureOf,
    recent
  })

async function fetched(recent?: 'sequence') {
  const list = listOf(recent)
  const store = createListStore(list)
  await store.dispatch(list.fetchData({}) as never)
  return list.select(store.getState())
}

beforeEach(() => {
  localStorage.clear()
  listed = [
    { id: 'a', name: 'Alpha', version: 1 },
    { id: 'b', name: 'Bravo', version: 3 }
  ]
})

describe('a list slice of a kind the platform lists with a lag', () => {
  it('keeps a row removed here out, and out of the total, while the listing still has it', async () => {
    noteRemoved('sequence', 'b')
    const state = await fetched('sequence')
    expect(state.data.map(row => row.id)).toEqual(['a'])
    expect(state.total).toBe(39)
    expect(state.extra).toEqual({ others: [{ id: 'a', name: 'Alpha', version: 1 }] })
  })

  it('shows the version saved here over the older one the listing still has', async () => {
    noteSaved('sequence', 'b', 4, { id: 'b', name: 'Bravo (renamed)', version: 4 })
    const state = await fetched('sequence')
    expect(state.data).toEqual([
      { id: 'a', name: 'Alpha', version: 1 },
      { id: 'b', name: 'Bravo (renamed)', version: 4 }
    ])
    expect(state.total).toBe(40)
  })

  it('leaves a list of another kind as the listing says', async () => {
    noteRemoved('sequence', 'b')
    const state = await fetched()
    expect(state.data.map(row => row.id)).toEqual(['a', 'b'])
    expect(state.total).toBe(40)
  })
})
