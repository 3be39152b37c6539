import {
  moveField,
  NO_GRID_PREFERENCES,
  orderedFields,
  parseGridPreferences,
  withDefaultHidden
} from './gridPreferences'

const FIELDS = ['name', 'status', 'progress', 'pace']

describe('parseGridPreferences', () => {
  it('keeps every valid part of a stored item', () => {
    const stored = JSON.stringify({
      density: 'compact',
      hidden: ['pace'],
      widths: { name: 320.4 },
      order: ['status', 'name']
    })
    expect(parseGridPreferences(stored, FIELDS)).toEqual({
      density: 'compact',
      hidden: ['pace'],
      widths: { name: 320 },
      order: ['status', 'name']
    })
  })

  it('answers the defaults for nothing, broken JSON or something that is not an object', () => {
    for (const raw of [null, '', '{', 'null', '[]', '"compact"', '42'])
      expect(parseGridPreferences(raw, FIELDS)).toEqual(NO_GRID_PREFERENCES)
  })

  it('drops unknown densities, unknown or repeated columns, and widths that are not sensible', () => {
    const stored = JSON.stringify({
      density: 'huge',
      hidden: ['pace', 'pace', 'owner', 3],
      widths: { name: 10, status: 5000, progress: '200', pace: Number.MAX_VALUE, owner: 200 },
      order: ['owner', 'pace', 'pace'],
      extra: true
    })
    expect(parseGridPreferences(stored, FIELDS)).toEqual({
      density: null,
      hidden: ['pace'],
      widths: {},
      order: ['pace']
    })
  })

  it('never hides every column (the grid would have no header left to bring one back)', () => {
    expect(parseGridPreferences(JSON.stringify({ hidden: FIELDS }), FIELDS).hidden).toEqual([])
  })
})

describe('column order', () => {
  it('puts the placed columns first, in their order, then the rest as defined', () => {
    expect(orderedFields(FIELDS, ['pace', 'name'])).toEqual(['pace', 'name', 'status', 'progress'])
  })

  it('moves a column by some places, within the ends', () => {
    expect(moveField(FIELDS, [], 'progress', -1)).toEqual(['name', 'progress', 'status', 'pace'])
    expect(moveField(FIELDS, [], 'name', -3)).toEqual(FIELDS)
    expect(moveField(FIELDS, [], 'name', 10)).toEqual(['status', 'progress', 'pace', 'name'])
  })
})

describe('columns hidden until chosen', () => {
  const fields = ['name', 'status', 'idleAgents', 'abandonRate']
  const parse = (value: unknown) => parseGridPreferences(JSON.stringify(value), fields)

  it('hides them for a person who chose nothing, and for one whose choices predate them', () => {
    expect(withDefaultHidden(NO_GRID_PREFERENCES, ['idleAgents', 'abandonRate']).hidden).toEqual([
      'idleAgents',
      'abandonRate'
    ])
    expect(withDefaultHidden(parse({ hidden: ['status'] }), ['idleAgents']).hidden).toEqual([
      'status',
      'idleAgents'
    ])
  })

  it('shows the ones the person showed, and keeps the others hidden', () => {
    const chosen = parse({ hidden: ['abandonRate'], shown: ['idleAgents', 'unknown'] })
    expect(chosen.shown).toEqual(['idleAgents'])
    expect(withDefaultHidden(chosen, ['idleAgents', 'abandonRate']).hidden).toEqual(['abandonRate'])
  })
})
