/** Whether a navigation item's path is the current page (or, for a section, contains it). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? ''
  if (itemPath === '/') return path === '/'
  return path === itemPath || path.startsWith(`${itemPath.replace(/\/$/, '')}/`)
}
