/** Leaves the app for another site (a seam, so tests can see where the app would have gone). */
export function navigateTo(url: string): void {
  window.location.assign(url)
}
