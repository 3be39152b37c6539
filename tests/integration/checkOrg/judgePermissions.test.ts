/**
 * How `npm run check:org` judges a feature: by the permissions users/me lists (what the app will enable) and by
 * what the platform answered to the feature's calls (what the platform allows).
 */
import { judgePermissions } from '../../../scripts/checkOrg/judgePermissions'
import type { OperationResult } from '../../../scripts/checkOrg/orgReport'

const verdictOf = (feature: string, held: string[] | null, operations: OperationResult[] = []) =>
  judgePermissions(held, operations).find(result => result.feature === feature)

const answered = (feature: OperationResult['feature'], operation: string): OperationResult => ({
  operation,
  feature,
  outcome: 'ok',
  status: 200
})

test('a wildcard grants, as the platform reads it', () => {
  expect(verdictOf('startCampaigns', ['outbound:campaign:*'])).toMatchObject({ mark: 'ok', missing: [] })
  expect(verdictOf('viewSchedules', ['outbound:*:*'])).toMatchObject({ mark: 'ok', missing: [] })
})

test('a permission not held is a ✗ with what it disables', () => {
  expect(verdictOf('startCampaigns', ['outbound:campaign:view'])).toMatchObject({
    mark: 'fail',
    missing: ['outbound:campaign:start'],
    reason: 'missing outbound:campaign:start: Start is disabled'
  })
})

test('not held, yet the platform answered the call: a note, not a failure', () => {
  const verdict = verdictOf(
    'queues',
    ['outbound:campaign:view'],
    [answered('queues', 'GET /api/v2/routing/queues')]
  )
  expect(verdict).toMatchObject({ mark: 'note', missing: ['routing:queue:view'] })
  expect(verdict?.reason).toContain('yet the platform answered GET /api/v2/routing/queues')
})

test('held, yet the platform refused the call: a ✗ naming what the platform asked for', () => {
  const refused: OperationResult = {
    operation: 'GET /api/v2/outbound/events',
    feature: 'eventLog',
    outcome: 'refused',
    status: 403,
    missingPermission: 'outbound:eventLog:read'
  }
  expect(verdictOf('eventLog', ['outbound:eventLog:view'], [refused])).toMatchObject({
    mark: 'fail',
    reason: expect.stringContaining(
      'the platform refused GET /api/v2/outbound/events (missing outbound:eventLog:read)'
    )
  })
})

test('an action any one of several permissions allows (recycle: recycle or edit)', () => {
  expect(verdictOf('recycleCampaigns', ['outbound:campaign:recycle'])).toMatchObject({
    mark: 'ok',
    missing: []
  })
  expect(verdictOf('recycleCampaigns', ['outbound:campaign:edit'])).toMatchObject({ mark: 'ok', missing: [] })
  expect(verdictOf('recycleCampaigns', ['outbound:campaign:view'])).toMatchObject({
    mark: 'fail',
    missing: ['outbound:campaign:recycle', 'outbound:campaign:edit'],
    reason: 'missing one of outbound:campaign:recycle, outbound:campaign:edit: Recycle is disabled'
  })
})

test('without a list of permissions (a client-credentials token), the answers judge', () => {
  expect(verdictOf('eventLog', null, [answered('eventLog', 'GET /api/v2/outbound/events')])).toMatchObject({
    mark: 'ok',
    missing: null
  })
  expect(verdictOf('startCampaigns', null)).toMatchObject({ mark: 'note', missing: null })
})
