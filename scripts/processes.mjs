// Small helpers to run the app's processes side by side, with prefixed output and a clean shutdown.
import { spawn } from 'node:child_process'

const children = new Set()

export function run(name, command, args, { env = {}, prefix = true, cwd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit'
  })
  children.add(child)
  if (prefix) {
    const write = stream => chunk => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`)
    }
    child.stdout.on('data', write(process.stdout))
    child.stderr.on('data', write(process.stderr))
  }
  const exited = new Promise(resolve =>
    child.on('exit', code => {
      children.delete(child)
      resolve(code ?? 1)
    })
  )
  return { child, exited }
}

export async function step(name, command, args, options) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const code = await run(name, command, args, { ...options, prefix: false }).exited
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return code
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal)
    process.exit(130)
  })
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise(resolve => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`)
}
