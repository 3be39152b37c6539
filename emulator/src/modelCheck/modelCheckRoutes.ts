import { json } from '../reply'
import type { RequestContext } from '../requestContext'
import type { Route } from '../router'

/**
 * `GET /__emulator/model-check`: whether the SDK model check is on, what it found wrong and what it checked;
 * `DELETE` forgets what it found.
 */
export const modelCheckRoutes: Route<RequestContext>[] = [
  {
    method: 'GET',
    path: '/__emulator/model-check',
    handler: ctx => {
      const check = ctx.state.modelCheck
      if (!check) return json(200, { enabled: false, violations: [], checked: [] })
      return json(200, { enabled: true, violations: check.violations, checked: check.checked() })
    }
  },
  {
    method: 'DELETE',
    path: '/__emulator/model-check',
    handler: ctx => {
      ctx.state.modelCheck?.clear()
      return json(200, { ok: true })
    }
  }
]
