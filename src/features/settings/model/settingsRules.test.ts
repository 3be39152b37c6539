import { defaultSettings } from './defaultSettings'
import { applyHorizontalRules, fitLayoutToViewport, resolveSettings, updateSettings } from './settingsRules'
import type { Settings } from './settingsTypes'

const wide = { belowLg: false }
const narrow = { belowLg: true }
const settings = (change: Partial<Settings> = {}): Settings => ({ ...defaultSettings, ...change })

describe('defaults', () => {
  it('are the spec defaults', () => {
    expect(defaultSettings).toEqual({
      mode: 'dark',
      skin: 'bordered',
      appBar: 'fixed',
      appBarBlur: true,
      layout: 'horizontal',
      lastLayout: 'horizontal',
      contentWidth: 'full',
      direction: 'ltr',
      themeColor: 'primary',
      navHidden: true,
      navCollapsed: false,
      verticalNavToggleType: 'accordion',
      toastPosition: 'top-right'
    })
  })
})

describe('applyHorizontalRules', () => {
  it('turns semi-dark into default and hidden into fixed in the horizontal layout', () => {
    const result = applyHorizontalRules(
      settings({ layout: 'horizontal', skin: 'semi-dark', appBar: 'hidden' })
    )
    expect(result.skin).toBe('default')
    expect(result.appBar).toBe('fixed')
  })

  it('keeps the other skins and app bars in the horizontal layout', () => {
    for (const skin of ['default', 'bordered'] as const) {
      for (const appBar of ['fixed', 'static'] as const) {
        const input = settings({ layout: 'horizontal', skin, appBar })
        expect(applyHorizontalRules(input)).toBe(input)
      }
    }
  })

  it('leaves the vertical layout alone', () => {
    const input = settings({ layout: 'vertical', skin: 'semi-dark', appBar: 'hidden' })
    expect(applyHorizontalRules(input)).toBe(input)
  })
})

describe('fitLayoutToViewport', () => {
  it('forces the vertical layout below lg and keeps the chosen one in lastLayout', () => {
    const result = fitLayoutToViewport(settings(), narrow)
    expect(result.layout).toBe('vertical')
    expect(result.lastLayout).toBe('horizontal')
  })

  it('brings lastLayout back on wide screens', () => {
    const forced = fitLayoutToViewport(settings(), narrow)
    expect(fitLayoutToViewport(forced, wide)).toMatchObject({
      layout: 'horizontal',
      lastLayout: 'horizontal'
    })
  })

  it('keeps a chosen vertical layout on wide screens', () => {
    const input = settings({ layout: 'vertical', lastLayout: 'vertical' })
    expect(fitLayoutToViewport(input, wide)).toBe(input)
    expect(fitLayoutToViewport(input, narrow)).toBe(input)
  })
})

describe('resolveSettings', () => {
  it('shows a stored semi-dark skin as default on a wide screen (horizontal)', () => {
    expect(resolveSettings(settings({ skin: 'semi-dark' }), wide).skin).toBe('default')
  })

  it('keeps a semi-dark skin while the screen forces the vertical layout', () => {
    expect(resolveSettings(settings({ skin: 'semi-dark' }), narrow)).toMatchObject({
      layout: 'vertical',
      skin: 'semi-dark'
    })
  })

  it('applies the horizontal rules when the layout becomes horizontal again', () => {
    const narrowed = resolveSettings(settings({ skin: 'semi-dark', appBar: 'hidden' }), narrow)
    expect(narrowed).toMatchObject({ layout: 'vertical', skin: 'semi-dark', appBar: 'hidden' })
    expect(resolveSettings(narrowed, wide)).toMatchObject({
      layout: 'horizontal',
      skin: 'default',
      appBar: 'fixed'
    })
  })
})

describe('updateSettings', () => {
  it('applies a change', () => {
    expect(updateSettings(settings(), { mode: 'light', themeColor: 'info' }, wide)).toMatchObject({
      mode: 'light',
      themeColor: 'info'
    })
  })

  it('refuses semi-dark and a hidden app bar in the horizontal layout', () => {
    expect(updateSettings(settings(), { skin: 'semi-dark' }, wide).skin).toBe('default')
    expect(updateSettings(settings(), { appBar: 'hidden' }, wide).appBar).toBe('fixed')
  })

  it('accepts them in the vertical layout', () => {
    expect(updateSettings(settings(), { skin: 'semi-dark', appBar: 'hidden' }, narrow)).toMatchObject({
      layout: 'vertical',
      skin: 'semi-dark',
      appBar: 'hidden'
    })
  })

  it('takes a chosen layout as lastLayout, shown once the screen allows it', () => {
    const onNarrow = updateSettings(
      settings({ layout: 'vertical', lastLayout: 'vertical' }),
      { layout: 'horizontal' },
      narrow
    )
    expect(onNarrow).toMatchObject({ layout: 'vertical', lastLayout: 'horizontal' })
    expect(updateSettings(settings(), { layout: 'vertical' }, wide)).toMatchObject({
      layout: 'vertical',
      lastLayout: 'vertical'
    })
  })

  it('does not change its input', () => {
    const input = settings()
    updateSettings(input, { mode: 'light' }, wide)
    expect(input.mode).toBe('dark')
  })
})
