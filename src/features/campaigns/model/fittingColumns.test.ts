import { fittingColumns } from './fittingColumns'

const WALL = new Map([
  ['name', 210],
  ['status', 140],
  ['dialingMode', 105],
  ['progress', 210],
  ['pace', 100],
  ['eta', 100],
  ['schedule', 190],
  ['contactList', 150],
  ['division', 100],
  ['priority', 72],
  ['dateModified', 130]
])
const DROP = ['division', 'contactList', 'dialingMode', 'schedule', 'eta']

describe('fittingColumns: what the wall leaves out to fit its width', () => {
  it('leaves nothing out when every column fits', () => {
    expect(fittingColumns(WALL, 1600, DROP, 50)).toEqual([])
  })

  it('leaves out the lesser columns first, only as many as it must: priority and last change stay', () => {
    // 1,557 px of columns in a 1,392 px wall: division and contact list go
    expect(fittingColumns(WALL, 1392, DROP, 50)).toEqual(['division', 'contactList'])
    expect(fittingColumns(WALL, 1232, DROP, 50)).toEqual(['division', 'contactList', 'dialingMode'])
  })

  it('skips the columns the person hid already, and never leaves out a column it may not', () => {
    const shown = new Map([...WALL].filter(([field]) => field !== 'division'))
    expect(fittingColumns(shown, 1392, DROP, 50)).toEqual(['contactList'])
    expect(fittingColumns(WALL, 300, DROP, 50)).toEqual(DROP)
  })
})
