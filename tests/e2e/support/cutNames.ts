import type { Page } from '@playwright/test'

/** A name drawn cut in the page: the selector that finds it again, and its whole text. */
export interface CutName {
  selector: string
  text: string
  /** what takes the keyboard focus for it: itself, its link or button, or its grid cell */
  focusSelector: string
}

/**
 * The names in `cells` (a CSS selector: a column's grid cells, cards) drawn cut: an element that clips its
 * text (overflow hidden or clipped) and is wider inside than its box. A part of a fitted name counts as the
 * whole name (`data-fitted-name`); an element holding fitted names is their list, not a name. Each is marked
 * (`data-cut-name`) so the test can point at it and focus it.
 */
export const cutNames = (page: Page, cells: string) =>
  page.evaluate(selector => {
    const found: CutName[] = []
    const seen = new Set<Element>()
    let next = document.querySelectorAll('[data-cut-name]').length
    for (const cell of document.querySelectorAll(selector))
      for (const element of cell.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(element)
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip'
        if (!clips || element.scrollWidth <= element.clientWidth + 1) continue
        if (!element.matches('[data-name-part]') && element.querySelector('[data-fitted-name]')) continue
        const name = element.closest<HTMLElement>('[data-fitted-name]') ?? element
        // (not a visually hidden text: a 1 px box, clipped on purpose, for screen readers)
        if (seen.has(name) || name.getBoundingClientRect().width < 2) continue
        seen.add(name)
        const id = String(next++)
        name.setAttribute('data-cut-name', id)
        const focusable =
          name.closest<HTMLElement>('a, button, [tabindex]') ?? name.closest<HTMLElement>('[role="gridcell"]')
        if (focusable) focusable.setAttribute('data-cut-focus', id)
        found.push({
          selector: `[data-cut-name="${id}"]`,
          text: (name.textContent ?? '').trim(),
          focusSelector: focusable ? `[data-cut-focus="${id}"]` : `[data-cut-name="${id}"]`
        })
      }
    return found
  }, cells)

/**
 * Whether the first and the last word of each name in `names` (elements matched by a CSS selector) are drawn
 * inside every box that clips them, across: the start and the differing end both in view.
 */
export const endsInView = (page: Page, names: string) =>
  page.evaluate(selector => {
    const inView = (range: Range) => {
      const rect = range.getBoundingClientRect()
      if (rect.width === 0 || rect.left < -1 || rect.right > window.innerWidth + 1) return false
      // every clipping box up to the page's (a cell, the grid's scroller): all of them show it
      for (let box = range.startContainer.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue
        const outer = box.getBoundingClientRect()
        if (rect.left < outer.left - 1 || rect.right > outer.right + 1) return false
      }
      return true
    }
    /** the range of the characters from..to of the element's text, across its text nodes */
    const rangeOf = (element: HTMLElement, from: number, to: number) => {
      const range = document.createRange()
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let offset = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0
        if (from >= offset && from < offset + length) range.setStart(node, from - offset)
        if (to > offset && to <= offset + length) {
          range.setEnd(node, to - offset)
          break
        }
        offset += length
      }
      return range
    }
    return [...document.querySelectorAll<HTMLElement>(selector)].map(element => {
      const text = element.textContent ?? ''
      const firstEnd = text.search(/\s/) > 0 ? text.search(/\s/) : text.length
      const lastStart = text.trimEnd().lastIndexOf(' ') + 1
      return {
        text: text.trim(),
        start: inView(rangeOf(element, 0, firstEnd)),
        end: inView(rangeOf(element, lastStart, text.trimEnd().length))
      }
    })
  }, names)
