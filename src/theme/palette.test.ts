import { brand, colorShades, hexAlpha, surfaces, textAlphas, themeColors } from './palette'

// WCAG 2 relative luminance and contrast ratio.
const channels = (color: string): [number, number, number] => {
  const rgba = color.match(/rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/)
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])]
  const n = parseInt(color.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const [lr, lg, lb] = [r, g, b].map(v => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
}
/** The colour as seen on an opaque background (alpha blended). */
const over = (color: string, background: string): [number, number, number] => {
  const alpha = Number(color.match(/rgba\(.*, ([\d.]+)\)/)?.[1] ?? 1)
  const fg = channels(color)
  const bg = channels(background)
  return [0, 1, 2].map(i => fg[i]! * alpha + bg[i]! * (1 - alpha)) as [number, number, number]
}
const contrast = (fg: string, bg: string) => {
  const a = luminance(over(fg, bg))
  const b = luminance(channels(bg))
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

const AA = 4.5
const lightSurfaces = [surfaces.light.background, surfaces.light.paper]
const darkSurfaces = [surfaces.dark.background, surfaces.dark.paper]

describe('palette', () => {
  it('keeps the brand colours of the spec', () => {
    expect(brand).toEqual({
      primary: '#9155FD',
      secondary: '#8A8D93',
      success: '#56CA00',
      error: '#FF4C51',
      warning: '#FFB400',
      info: '#16B1FF'
    })
    for (const color of themeColors) expect(colorShades[color].main).toBe(brand[color])
  })

  it.each(themeColors)('%s: white text on its filled shade passes AA', color => {
    const { dark, contrastText } = colorShades[color]
    expect(contrast(contrastText, dark)).toBeGreaterThanOrEqual(AA)
  })

  it.each(themeColors)('%s: coloured text passes AA on light and dark surfaces', color => {
    const { dark, light } = colorShades[color]
    for (const surface of lightSurfaces) expect(contrast(dark, surface)).toBeGreaterThanOrEqual(AA)
    for (const surface of darkSurfaces) expect(contrast(light, surface)).toBeGreaterThanOrEqual(AA)
  })

  it('primary and secondary text pass AA on every surface of their mode', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { text, background, paper } = surfaces[mode]
      for (const surface of [background, paper]) {
        expect(contrast(hexAlpha(text, textAlphas.primary), surface)).toBeGreaterThanOrEqual(AA)
        expect(contrast(hexAlpha(text, textAlphas.secondary), surface)).toBeGreaterThanOrEqual(AA)
      }
    }
  })
})
