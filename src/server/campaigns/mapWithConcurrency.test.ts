/** @jest-environment node */
import { mapWithConcurrency } from './mapWithConcurrency'

const tick = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

describe('mapWithConcurrency', () => {
  it('keeps the items’ order whatever order the work finishes in', async () => {
    const results = await mapWithConcurrency([30, 10, 20, 0], 2, async (ms, index) => {
      await tick(ms)
      return `${index}:${ms}`
    })
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:0'])
  })

  it('never runs more than the limit at once', async () => {
    let running = 0
    let most = 0
    await mapWithConcurrency(
      Array.from({ length: 12 }, (_, i) => i),
      5,
      async () => {
        running++
        most = Math.max(most, running)
        await tick(2)
        running--
      }
    )
    expect(most).toBe(5)
  })

  it('answers nothing for nothing', async () => {
    await expect(mapWithConcurrency([], 5, async () => 1)).resolves.toEqual([])
  })
})
