import {
  LIVE_FIGURES_GATHER_MS,
  LIVE_FIGURES_IDS_PER_CALL,
  LIVE_FIGURES_WINDOW_MS,
  LiveFiguresBatcher
} from './LiveFiguresBatcher'

// Statistics events come about once a second per dialing campaign; their figures are read in batches.

let reads: string[][]
let answer: () => Promise<unknown>
const newBatcher = () =>
  new LiveFiguresBatcher(ids => {
    reads.push(ids)
    return answer()
  })

beforeEach(() => {
  jest.useFakeTimers()
  reads = []
  answer = () => Promise.resolve()
})
afterEach(() => jest.useRealTimers())

it('N events of M campaigns within a window cost one read of the M ids', async () => {
  const batcher = newBatcher()
  for (let second = 0; second < 5; second++) {
    for (const id of ['a', 'b', 'c']) batcher.add(id)
    await jest.advanceTimersByTimeAsync(999)
  }
  // the first read took what came in its first half second, the next one the rest of the window
  expect(reads).toEqual([['a', 'b', 'c']])
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_WINDOW_MS)
  expect(reads).toEqual([
    ['a', 'b', 'c'],
    ['a', 'b', 'c']
  ])
  // nothing more heard: nothing more read
  await jest.advanceTimersByTimeAsync(3 * LIVE_FIGURES_WINDOW_MS)
  expect(reads).toHaveLength(2)
})

it('reads no sooner than a window after the last read began, and waits for a read in flight', async () => {
  let finish = () => {}
  answer = () => new Promise<void>(resolve => (finish = resolve))
  const batcher = newBatcher()
  batcher.add('a')
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_GATHER_MS)
  expect(reads).toEqual([['a']])
  batcher.add('b')
  // the first read is still on its way after the window: the next one waits for it
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_WINDOW_MS * 2)
  expect(reads).toHaveLength(1)
  finish()
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_GATHER_MS)
  expect(reads).toEqual([['a'], ['b']])
})

it('asks the server at most 100 campaigns at a time; a failed read is not retried', async () => {
  answer = () => Promise.reject(new Error('503'))
  const batcher = newBatcher()
  const ids = Array.from({ length: 130 }, (_, i) => `c${i}`)
  for (const id of ids) batcher.add(id)
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_GATHER_MS)
  expect(reads.map(read => read.length)).toEqual([LIVE_FIGURES_IDS_PER_CALL, 30])
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_WINDOW_MS * 3)
  expect(reads).toHaveLength(2)
})

it('reads nothing once disposed (the page left)', async () => {
  const batcher = newBatcher()
  batcher.add('a')
  batcher.dispose()
  batcher.add('b')
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_WINDOW_MS)
  expect(reads).toEqual([])
})

it('a hidden tab reads nothing; shown again, it reads what it heard meanwhile, once', async () => {
  let visible = false
  const batcher = new LiveFiguresBatcher(
    ids => {
      reads.push(ids)
      return answer()
    },
    Date.now,
    () => visible
  )
  for (let second = 0; second < 60; second++) {
    batcher.add(second % 2 === 0 ? 'a' : 'b')
    await jest.advanceTimersByTimeAsync(1000)
  }
  expect(reads).toEqual([])
  visible = true
  batcher.resume()
  await jest.advanceTimersByTimeAsync(LIVE_FIGURES_GATHER_MS)
  expect(reads).toEqual([['a', 'b']])
})
