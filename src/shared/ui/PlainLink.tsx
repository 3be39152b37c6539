import Router from 'next/router'
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react'

/** A plain left click, which the app follows itself (the others open tabs and windows as the browser does). */
const followsInApp = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.currentTarget.target

/**
 * A link to a page of the app for places that hold hundreds of them, such as a grid's rows: an anchor that
 * the router follows on a plain click, as next/link does, without next/link's per-link work (its router and
 * intersection hooks, its href resolution), which each row that mounts while a wall of 2,000
 * campaigns scrolls would pay. `href` is a path of the app.
 */
export const PlainLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function PlainLink({ href, onClick, onPointerEnter, ...props }, ref) {
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      // the page's code is fetched when the pointer comes, as next/link does, not for every row shown
      onPointerEnter={event => {
        onPointerEnter?.(event)
        Router.prefetch(href).catch(() => undefined)
      }}
      onClick={event => {
        onClick?.(event)
        if (!followsInApp(event)) return
        event.preventDefault()
        void Router.push(href)
      }}
    />
  )
})
