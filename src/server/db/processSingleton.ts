/**
 * One value per server process. Next builds each API route into its own bundle, each with its own copy of
 * every module, so a module-level variable would exist once per route: the database connection, its
 * migration guard and the caches must live on globalThis to be shared by all routes (and to survive the
 * dev server's hot reloads).
 */
export function processSingleton<T>(name: string): { get(): T | undefined; set(value: T | undefined): void } {
  const key = Symbol.for(`campaign-manager.${name}`)
  const store = globalThis as unknown as Record<symbol, T | undefined>
  return {
    get: () => store[key],
    set: value => {
      store[key] = value
    }
  }
}
