/**
 * The Outbound API's campaign sequences (`/api/v2/outbound/sequences…`), a versioned object
 * (kit/versionedObjectRoutes.ts): listing, POST, GET/PUT/DELETE one. A status of `on` in the body starts the
 * current campaign (refused, with the campaign's reason, when it cannot start), `off` stops it; the runner
 * (schedules/scheduleRunner.ts) then moves the sequence on as its campaigns complete. A sequence that is on
 * cannot be deleted (409), nor have its campaigns changed (409).
 */
import { randomUUID } from 'node:crypto'
import { orgOf, type ApiContext, type ApiRoute } from '../../platform/apiContext'
import { versionedObjectRoutes, type VersionedKind } from '../kit/versionedObjectRoutes'
import { fail, ok, type Outcome } from '../outcome'
import type { SequenceRecord } from './sequenceRecord'
import { toSequence } from './sequenceViews'
import { validateSequence, type SequenceBody } from './validateSequence'

/** Applies the status the body asks for: on starts the current campaign, off stops it. */
function applyStatus(
  ctx: ApiContext,
  sequence: SequenceRecord,
  wanted: SequenceBody['status']
): Outcome<void> {
  const driver = ctx.state.outbound.sequenceDriver
  if (wanted === undefined || wanted === sequence.status) return ok(undefined)
  if (wanted === 'on') return driver.start(sequence)
  if (wanted === 'off') {
    if (sequence.status === 'on') driver.stop(sequence)
    else sequence.status = 'off'
    return ok(undefined)
  }
  return fail(
    400,
    'invalid.update',
    `An attempt was made to update a CampaignSequence in an invalid way. Details: Invalid transition from <${sequence.status.toUpperCase()}> to <${wanted.toUpperCase()}>.`,
    {
      entityId: sequence.id,
      entityName: sequence.name,
      details: [{ errorCode: 'invalid.value', fieldName: 'status' }]
    }
  )
}

/** The current campaign changes only while the sequence is off: stop first, then change, then start. */
function update(ctx: ApiContext, sequence: SequenceRecord, input: SequenceBody): Outcome<SequenceRecord> {
  const { sequences, sequenceDriver } = ctx.state.outbound
  const { status, ...fields } = input
  const wasOn = sequence.status === 'on'
  const moving =
    wasOn &&
    (fields.currentCampaign !== sequence.currentCampaign ||
      fields.campaignIds.join() !== sequence.campaignIds.join())
  if (moving && status !== 'off') {
    return fail(
      409,
      'sequence.running',
      `The sequence "${sequence.name}" is on: turn it off before changing its campaigns or current campaign.`,
      { entityId: sequence.id, entityName: sequence.name }
    )
  }
  sequences.changing(sequence)
  if (status === 'off' && wasOn) sequenceDriver.stop(sequence)
  const previous = { ...sequence }
  Object.assign(sequence, fields)
  const applied = applyStatus(ctx, sequence, status)
  if (!applied.ok) {
    Object.assign(sequence, previous)
    return applied
  }
  return ok(sequences.touch(sequence))
}

const sequences: VersionedKind<SequenceRecord, SequenceBody> = {
  path: '/api/v2/outbound/sequences',
  param: 'sequenceId',
  label: 'sequence',
  permission: 'outbound:campaignSequence',
  auditType: 'Sequence',
  store: ctx => ctx.state.outbound.sequences,
  beforeRead: ctx => ctx.state.outbound.catchUp(orgOf(ctx)),
  view: (ctx, sequence) => toSequence(sequence, ctx.state.outbound),
  validate: (ctx, body) =>
    validateSequence(body, id => ctx.state.outbound.campaigns.find(orgOf(ctx), id) !== undefined),
  create(ctx, input) {
    const { status, ...fields } = input
    const sequence = ctx.state.outbound.sequences.build(orgOf(ctx), randomUUID(), {
      ...fields,
      status: 'off'
    })
    // Checked before it is stored: a sequence that cannot start is not created half-way.
    const started = applyStatus(ctx, sequence, status === 'complete' ? undefined : status)
    return started.ok ? ok(ctx.state.outbound.sequences.insert(sequence)) : started
  },
  update,
  checkDelete: (_ctx, sequence) =>
    sequence.status === 'on'
      ? fail(
          409,
          'sequence.not.off',
          `The sequence "${sequence.name}" is on; turn it off before deleting it.`,
          {
            entityId: sequence.id,
            entityName: sequence.name
          }
        )
      : ok(undefined),
  removed: (ctx, sequence) => ctx.state.outbound.schedules.remove('sequence', sequence.id)
}

export const sequenceRoutes: ApiRoute[] = versionedObjectRoutes(sequences)
