// What the browser benchmarks share: the checkouts compared side by side, the emulator's control API, and a
// record of the page's frames.
import { resolve } from 'node:path'

/**
 * The checkouts a bench compares side by side: BENCH_VARIANTS="before=/tmp/before,now=." (this checkout alone by
 * default), each served on a port of its own from 3110 on, ten apart.
 */
export function benchVariants() {
  return (process.env.BENCH_VARIANTS || 'now=.').split(',').map((entry, i) => {
    const [name, dir] = entry.split('=')
    const port = 3110 + i * 10
    return { name, dir: resolve(dir), port, url: `http://localhost:${port}` }
  })
}

/** A caller of the emulator at `emulatorUrl` (its control API and platform paths): JSON in and out. */
export function emulatorCaller(emulatorUrl) {
  return async function emulator(method, path, body) {
    const response = await fetch(`${emulatorUrl}${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response.status === 204 ? undefined : response.json()
  }
}

/** Starts recording the page's frame intervals (requestAnimationFrame), at most `max` of them. */
export function startFrameRecording(page, max) {
  return page.evaluate(limit => {
    window.__frames = []
    let last = performance.now()
    const tick = now => {
      window.__frames.push(now - last)
      last = now
      if (window.__frames.length < limit) window.__frameLoop = requestAnimationFrame(tick)
    }
    window.__frameLoop = requestAnimationFrame(tick)
  }, max)
}

/** Stops the recording: the frame intervals in ms (the first, from the start to the first frame, left out). */
export function stopFrameRecording(page) {
  return page.evaluate(() => {
    cancelAnimationFrame(window.__frameLoop)
    return window.__frames.slice(1)
  })
}

/** Debian's Chromium (or CHROMIUM_PATH) as the page benchmarks drive it: no sandbox, GPU, QUIC or sync. */
export function launchChromium(chromium) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync']
  })
}

/** A 1440×900 page of `browser`, signed in to the app at `appUrl` as Avery Admin through the emulator. */
export async function pageSignedInAsAvery(browser, appUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${appUrl}/login`)
  await page.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await page.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  return page
}
