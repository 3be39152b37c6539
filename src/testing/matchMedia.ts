/**
 * jsdom has no `matchMedia`: answers every media query with `matches(query)` (default: none matches), so a
 * test chooses the screen it runs on (below the large breakpoint, a phone…).
 */
export function mockMatchMedia(matches: (query: string) => boolean = () => false) {
  window.matchMedia = ((media: string) => ({
    matches: matches(media),
    media,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {}
  })) as unknown as typeof window.matchMedia
}
