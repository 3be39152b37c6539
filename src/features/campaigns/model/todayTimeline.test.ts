import { todayTimeline } from './todayTimeline'

const h = (hour: number) => `2026-04-01T${String(hour).padStart(2, '0')}:00:00.000Z`
const ms = (hour: number) => Date.parse(h(hour))

describe('the day’s timeline', () => {
  it('splits the time on by its health, says "on" where no health was told, and merges neighbours', () => {
    expect(
      todayTimeline({
        states: [
          { state: 'off', from: h(0), to: h(6) },
          { state: 'on', from: h(6), to: h(12) },
          { state: 'complete', from: h(12), to: h(14) }
        ],
        health: [
          { state: 'healthy', from: h(7), to: h(8) },
          { state: 'healthy', from: h(8), to: h(9) },
          { state: 'unhealthy', from: h(9), to: h(11) }
        ]
      })
    ).toEqual([
      { kind: 'off', from: ms(0), to: ms(6) },
      { kind: 'on', from: ms(6), to: ms(7) },
      { kind: 'dialing', from: ms(7), to: ms(9) },
      { kind: 'notDialing', from: ms(9), to: ms(11) },
      { kind: 'on', from: ms(11), to: ms(12) },
      { kind: 'complete', from: ms(12), to: ms(14) }
    ])
  })

  it('keeps why it was not dialing: stretches of different reasons stay apart, the same reason merges', () => {
    expect(
      todayTimeline({
        states: [{ state: 'on', from: h(6), to: h(12) }],
        health: [
          { state: 'unhealthy', reason: 'agents', from: h(6), to: h(7) },
          { state: 'unhealthy', reason: 'agents', from: h(7), to: h(8) },
          { state: 'unhealthy', reason: 'lines', from: h(8), to: h(9) },
          { state: 'unhealthy', from: h(9), to: h(10) },
          { state: 'healthy', from: h(10), to: h(11) },
          { state: 'unhealthy', reason: 'contacts', from: h(11), to: h(12) }
        ]
      })
    ).toEqual([
      { kind: 'notDialing', reason: 'agents', from: ms(6), to: ms(8) },
      { kind: 'notDialing', reason: 'lines', from: ms(8), to: ms(9) },
      { kind: 'notDialing', from: ms(9), to: ms(10) },
      { kind: 'dialing', from: ms(10), to: ms(11) },
      { kind: 'notDialing', reason: 'contacts', from: ms(11), to: ms(12) }
    ])
  })

  it('leaves time nobody told about as a gap', () => {
    expect(todayTimeline({ states: [{ state: 'on', from: h(10), to: h(12) }], health: [] })).toEqual([
      { kind: 'on', from: ms(10), to: ms(12) }
    ])
  })
})
