// one-off: per-long-task breakdown of a cold load of / (not committed)
import { chromium } from '@playwright/test'
import { readFileSync, existsSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { run, stopAll, waitForUrl } from '../../scripts/processes.mjs'

const DIST = process.env.DIST || '.next-prof'
const EMU = 'http://localhost:4110'
const APP = 'http://localhost:3110'
const maps = new Map()
function owner(url, line, col) {
  try {
    const path = new URL(url).pathname
    const file = `${DIST}/static/${path.replace(/^\/_next\/static\//, '')}`
    if (!maps.has(file)) {
      const name = existsSync(file) ? readFileSync(file, 'utf8').match(/sourceMappingURL=(\S+)/)?.[1] : null
      const mapFile = name ? file.replace(/[^/]+$/, name) : null
      maps.set(file, mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null)
    }
    const map = maps.get(file)
    if (!map) return path.split('/').pop()
    const pos = originalPositionFor(map, { line: line + 1, column: col })
    const src = pos.source || '?'
    const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
    return m ? m[1] : src.replace(/^.*?(src\/)/, '$1')
  } catch {
    return url
  }
}
try {
  run('emulator', 'node_modules/.bin/tsx', ['emulator/src/main.ts'], {
    env: { GENESYS_EMULATOR_PORT: '4110', GENESYS_EMULATOR_APP_ORIGINS: APP, GENESYS_EMULATOR_QUIET: '1' }
  })
  const app = run('app', 'node_modules/.bin/next', ['start', '-p', '3110'], {
    env: {
      NEXT_DIST_DIR: DIST,
      NEXT_PUBLIC_OAUTH_GRANT: 'pkce',
      NEXT_PUBLIC_GENESYS_EMULATOR_URL: EMU,
      DATABASE_FILE: `${DIST}/t.sqlite`
    }
  })
  app.child.stdout.removeAllListeners('data').resume()
  await waitForUrl(`${EMU}/__emulator/health`, 30000)
  await waitForUrl(`${APP}/login`, 60000)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
  })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const p0 = await context.newPage()
  await p0.goto(`${APP}/login`)
  await p0.getByRole('button', { name: 'Sign in with Genesys Cloud' }).click()
  await p0.getByRole('button', { name: 'Sign in as Avery Admin' }).click()
  await p0.getByTestId('campaign-row').first().waitFor()
  await p0.close()
  for (let r = 0; r < Number(process.env.RUNS || 2); r++) {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const done = new Promise(res => cdp.once('Tracing.tracingComplete', res))
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents'
    })
    await page.goto(`${APP}/`)
    await page.getByTestId('campaign-row').first().waitFor()
    await page.waitForTimeout(Number(process.env.WAIT || 2500))
    await cdp.send('Tracing.end')
    await done
    const main = events.find(e => e.name === 'TracingStartedInBrowser')
    const tasks = events.filter(e => e.name === 'RunTask' && e.dur > 50000)
    // main renderer thread: the thread with most RunTask
    const byTid = new Map()
    for (const t of events.filter(e => e.name === 'RunTask'))
      byTid.set(`${t.pid}:${t.tid}`, (byTid.get(`${t.pid}:${t.tid}`) || 0) + t.dur)
    const nav = events.find(e => e.name === 'navigationStart' || e.name === 'NavigationStart')
    const mainTid = [...events.filter(e => e.name === 'FunctionCall' || e.name === 'EvaluateScript')].reduce(
      (m, e) => {
        const k = `${e.pid}:${e.tid}`
        m.set(k, (m.get(k) || 0) + (e.dur || 0))
        return m
      },
      new Map()
    )
    const [mt] = [...mainTid.entries()].sort((a, b) => b[1] - a[1])[0]
    const t0 = nav?.ts ?? tasks[0]?.ts
    const mainTid2 = [...events.filter(e => e.name === 'FunctionCall' || e.name === 'EvaluateScript')].reduce(
      (m, e) => {
        const k = `${e.pid}:${e.tid}`
        m.set(k, (m.get(k) || 0) + (e.dur || 0))
        return m
      },
      new Map()
    )
    console.log(`\nrun ${r}`)
    const nodes = new Map()
    const samples = []
    const prof = events.find(e => e.name === 'Profile' && `${e.pid}:${e.tid}` === mt)
    let ts = prof?.args?.data?.startTime ?? 0
    for (const e of events.filter(e => e.name === 'ProfileChunk' && e.id === prof?.id)) {
      const cp = e.args.data.cpuProfile || {}
      for (const n of cp.nodes || []) nodes.set(n.id, n)
      const deltas = e.args.data.timeDeltas || []
      ;(cp.samples || []).forEach((id, i) => {
        ts += deltas[i] || 0
        samples.push([ts, id])
      })
    }
    const nodeOwner = id => {
      const n = nodes.get(id)
      const cf = n?.callFrame
      if (!cf) return '?'
      if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(cf.functionName))
        return cf.functionName
      return owner(cf.url || '', cf.lineNumber ?? 0, cf.columnNumber ?? 0)
    }
    const mine = tasks.filter(t => `${t.pid}:${t.tid}` === mt)
    const late = mine.filter(t => (t.ts - t0) / 1000 > 3000)
    console.log(
      `  long tasks ${mine.length}, blocking ${mine.reduce((s, t) => s + t.dur / 1000 - 50, 0).toFixed(0)} ms; after 3 s: ${late.length}, blocking ${late.reduce((s, t) => s + t.dur / 1000 - 50, 0).toFixed(0)} ms`
    )
    if (process.env.QUIET) {
      await page.close()
      continue
    }
    for (const t of mine) {
      const inside = events.filter(
        e => `${e.pid}:${e.tid}` === mt && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur && e !== t
      )
      const parts = new Map()
      for (const e of inside) {
        let key = null
        if (e.name === 'EvaluateScript') key = `eval ${(e.args?.data?.url || '').split('/').pop()}`
        else if (e.name === 'FunctionCall')
          key = `call ${owner(e.args?.data?.url || '', e.args?.data?.lineNumber ?? 0, e.args?.data?.columnNumber ?? 0)} ${e.args?.data?.functionName || ''}`
        else if (
          [
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'v8.compile',
            'ParseHTML',
            'MajorGC',
            'MinorGC',
            'V8.GC_SCAVENGER',
            'RecalculateStyles'
          ].includes(e.name)
        )
          key = e.name
        if (key) parts.set(key, (parts.get(key) || 0) + e.dur / 1000)
      }
      const own = new Map()
      for (const [sts, id] of samples)
        if (sts >= t.ts && sts < t.ts + t.dur) {
          const o = nodeOwner(id)
          own.set(o, (own.get(o) || 0) + 1)
        }
      const ownTop = [...own.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k}:${v}`)
        .join(' ')
      const top = [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(' | ')
      console.log(
        `  @${((t.ts - t0) / 1000).toFixed(0).padStart(5)} ms  ${(t.dur / 1000).toFixed(0).padStart(4)} ms  ${top}\n        samples: ${ownTop}`
      )
    }
    await page.close()
  }
  await browser.close()
} finally {
  stopAll()
}
process.exit(0)
