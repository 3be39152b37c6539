import { clearSlot, type ScreenRect } from './clearSlot'

const box = (top: number, height: number, left = 900, width = 100): ScreenRect => ({
  top,
  bottom: top + height,
  left,
  right: left + width
})

// A 1440 × 900 window, the app bar 64 px high, a toast's column at the right.
const column = { left: 1074, right: 1424, height: 60, from: 72, to: 884, gap: 8 }

describe('clearSlot', () => {
  it('keeps to its corner when nothing is under it', () => {
    expect(clearSlot({ ...column, edge: 'top', controls: [box(72, 36, 40)] })).toBe(72)
    expect(clearSlot({ ...column, edge: 'bottom', controls: [] })).toBe(884 - 60)
  })

  it('goes down past the page’s action row, clear of it by the gap', () => {
    const actions = [box(120, 36, 1100), box(120, 36, 1250), box(120, 36, 1350, 60)]
    expect(clearSlot({ ...column, edge: 'top', controls: actions })).toBe(164)
  })

  it('takes the first gap between controls that is tall enough, not a narrower one', () => {
    const controls = [box(72, 36, 1300), box(150, 40, 1300), box(300, 40, 1300)]
    // 108 + 8 … 150 - 8 is 34 px: too short; 190 + 8 … 300 - 8 holds 60
    expect(clearSlot({ ...column, edge: 'top', controls })).toBe(198)
  })

  it('goes up past a control at the bottom (a form’s "Save changes")', () => {
    const save = box(840, 36, 1250, 140)
    expect(clearSlot({ ...column, edge: 'bottom', controls: [save] })).toBe(840 - 8 - 60)
  })

  it('says when no place of the window is clear', () => {
    const fields = Array.from({ length: 16 }, (_, index) => box(72 + index * 52, 40, 1000, 400))
    expect(clearSlot({ ...column, edge: 'top', controls: fields })).toBeNull()
    expect(clearSlot({ ...column, edge: 'bottom', controls: fields })).toBeNull()
  })
})
