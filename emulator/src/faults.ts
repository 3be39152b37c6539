import { z } from 'zod'

/** What POST /__emulator/faults accepts. Unknown keys are refused so a typo ("time") is not silently ignored. */
export const faultInputSchema = z
  .object({
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, 'method must be an HTTP method such as GET')
      .transform(method => method.toUpperCase()),
    path: z
      .string()
      .startsWith('/', 'path must start with "/"')
      .transform(path => path.split('?')[0] ?? path),
    status: z.number().int().min(200).max(599).optional(),
    times: z.number().int().min(1).max(10_000).default(1),
    delayMs: z.number().int().min(0).max(120_000).default(0),
    body: z.unknown().optional()
  })
  .strict()

export type FaultInput = z.input<typeof faultInputSchema>

export interface Fault {
  id: number
  method: string
  path: string
  status?: number
  /** calls still to be affected */
  times: number
  delayMs: number
  body?: unknown
}

/** Pending faults, consumed one call at a time in the order they were added. */
export class FaultBook {
  private faults: Fault[] = []
  private nextId = 1

  add(input: z.output<typeof faultInputSchema>): Fault {
    const fault: Fault = { id: this.nextId++, ...input }
    this.faults.push(fault)
    return { ...fault }
  }

  /** The fault for this call, if any, counting it down. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(f => f.method === method.toUpperCase() && f.path === path)
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times <= 0) this.faults = this.faults.filter(f => f !== fault)
    return { ...fault }
  }

  list(): Fault[] {
    return this.faults.map(fault => ({ ...fault }))
  }

  clear(): void {
    this.faults = []
  }
}
