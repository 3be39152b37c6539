import { clearSlot } from '@/shared/ui/clearSlot'
import { belowAppBar, rightToLeft, visibleControls, windowSize } from '@/shared/ui/visibleControls'
import { noticeTokens } from '@/shared/ui/noticeTokens'

const TOASTER = '[data-rht-toaster]'

/**
 * How far above the window's bottom the scroll-to-top button sits: at its corner, or lifted past a control that
 * would be under it ("Save changes" at the end of a form, a grid's pager), so that it never covers one; null
 * when no place of its column is clear (then it is not shown). `self`: the button (not a control under it).
 */
export function scrollToTopPlace(self: Element | null): number | null {
  const { width, height } = windowSize()
  const { scrollToTopSize: size, scrollToTopInset: inset, noticeGap: gap } = noticeTokens
  const atLeft = rightToLeft()
  const top = clearSlot({
    left: atLeft ? inset - gap : width - inset - size - gap,
    right: atLeft ? inset + size + gap : width - inset + gap,
    height: size,
    from: (belowAppBar() ?? 0) + gap,
    to: height - inset,
    edge: 'bottom',
    gap,
    // (toasts keep off the button: the button does not keep off them, or each would chase the other)
    controls: visibleControls(
      element => (self !== null && self.contains(element)) || element.closest(TOASTER) !== null
    )
  })
  return top === null ? null : height - top - size
}
