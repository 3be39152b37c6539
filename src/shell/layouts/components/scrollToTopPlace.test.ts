import { scrollToTopPlace } from './scrollToTopPlace'

// jsdom lays nothing out: the boxes are given ("top left width height"); the window is 1024 × 768, the button
// rests 24 px from its bottom and right (its column: 952 … 1008 with the gap).
const boxes = new Map<Element, number[]>()
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [top = 0, left = 0, width = 0, height = 0] = boxes.get(this) ?? [0, 0, 0, 0]
    return { top, left, width, height, bottom: top + height, right: left + width, x: left, y: top } as DOMRect
  })
})
beforeEach(() => {
  document.body.innerHTML = ''
  boxes.clear()
})

function place(tag: string, box: number[], text = '') {
  const element = document.createElement(tag)
  element.textContent = text
  document.body.append(element)
  boxes.set(element, box)
  return element
}

describe('scrollToTopPlace', () => {
  it('rests in its corner over text', () => {
    place('p', [700, 24, 976, 40], 'Last modified by Avery Admin')
    expect(scrollToTopPlace(null)).toBe(24)
  })

  it('is lifted past "Save changes" at the bottom of the window, never on it', () => {
    place('button', [716, 860, 132, 36], 'Save changes')
    // its top 8 px above the button's: 768 - (716 - 8 - 40) - 40
    expect(scrollToTopPlace(null)).toBe(60)
  })

  it('does not count itself, and is not shown when its whole column is controls', () => {
    const self = place('button', [704, 960, 40, 40], 'Scroll to top')
    expect(scrollToTopPlace(self)).toBe(24)
    for (let top = 0; top < 768; top += 44) place('input', [top, 600, 400, 40])
    expect(scrollToTopPlace(self)).toBeNull()
  })
})
