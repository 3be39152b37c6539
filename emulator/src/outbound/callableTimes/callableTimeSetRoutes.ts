/**
 * The Outbound API's callable time sets (`/api/v2/outbound/callabletimesets…`), a versioned object
 * (kit/versionedObjectRoutes.ts): listing, POST, GET/PUT/DELETE one. A set a campaign uses cannot be deleted
 * (409). Campaigns that use one are recorded up to now before it changes, so a change does not rewrite what they
 * already dialed.
 */
import { randomUUID } from 'node:crypto'
import { orgOf, type ApiRoute } from '../../platform/apiContext'
import { versionedFields } from '../kit/versionedFields'
import { versionedObjectRoutes, type VersionedKind } from '../kit/versionedObjectRoutes'
import { ok } from '../outcome'
import { callableTimeSetUri } from '../outboundUris'
import type { CallableTimeSetInput, CallableTimeSetRecord } from './callableTimeSetRecord'
import { validateCallableTimeSet } from './validateCallableTimeSet'

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (seconds: number) =>
  `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`

export const toCallableTimeSet = (set: CallableTimeSetRecord) => ({
  ...versionedFields(set),
  callableTimes: set.callableTimes.map(time => ({
    ...(time.name ? { name: time.name } : {}),
    timeZoneId: time.timeZoneId,
    timeSlots: time.timeSlots.map(slot => ({
      startTime: clock(slot.start),
      stopTime: clock(slot.stop),
      day: slot.day
    }))
  })),
  selfUri: callableTimeSetUri(set.id)
})

const callableTimeSets: VersionedKind<CallableTimeSetRecord, CallableTimeSetInput> = {
  path: '/api/v2/outbound/callabletimesets',
  param: 'callableTimeSetId',
  label: 'callable time set',
  permission: 'outbound:callableTimeSet',
  auditType: 'CallableTimeSet',
  store: ctx => ctx.state.outbound.callableTimes,
  view: (_ctx, set) => toCallableTimeSet(set),
  validate: (_ctx, body) => validateCallableTimeSet(body),
  create: (ctx, input) => ok(ctx.state.outbound.callableTimes.create(orgOf(ctx), randomUUID(), input)),
  update(ctx, set, input) {
    const { callableTimes, simulation } = ctx.state.outbound
    callableTimes.changing(set)
    // Every campaign first writes down what it reached under the old times (settled, so recorded), then the
    // ones using the set may be held back by its new hours, or let go, from now on (dialer/dialerSimulation.ts).
    simulation.change(orgOf(ctx), () => callableTimes.apply(set, input))
    return ok(set)
  },
  usedBy: { status: 409, used: 'used by', uses: (set, campaign) => campaign.callableTimeSet?.id === set.id }
}

export const callableTimeSetRoutes: ApiRoute[] = versionedObjectRoutes(callableTimeSets)
