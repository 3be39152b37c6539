import type { PlatformEventLog } from '@/server/platform'
import { eventKind, startRefusalOf } from './todayEventKind'

const CAMPAIGN = { id: 'f0000000-0000-4000-8000-000000000007', name: 'Premium Upgrade Push' }
const SEQUENCE = { id: 'seq', name: 'Morning run', selfUri: '/api/v2/outbound/sequences/seq' }

const event = (
  category: string,
  code: string,
  related: PlatformEventLog['relatedEntity'] = CAMPAIGN,
  name = 'As the platform names it'
): PlatformEventLog => ({ id: 'e', name, category, relatedEntity: related, eventMessage: { code } })

describe('what kind of dialer event it is', () => {
  it.each([
    // the platform's documented codes and categories, whatever their case
    ['SCHEDULE', 'ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED', CAMPAIGN, 'startRefused', 'activeLimit'],
    ['schedule', 'scheduled_campaign_invalid', CAMPAIGN, 'startRefused', 'invalid'],
    ['CAMPAIGN', 'SCHEDULED_CAMPAIGN_INVALID', CAMPAIGN, 'startRefused', 'invalid'],
    ['SCHEDULE', 'CAMPAIGN_START_ERROR', CAMPAIGN, 'startRefused', undefined],
    ['CAMPAIGN', 'CAMPAIGN_START_ERROR', CAMPAIGN, 'startFailed', undefined],
    ['CAMPAIGN', 'ACTIVE_CAMPAIGNS_LIMIT_EXCEEDED', CAMPAIGN, 'startFailed', 'activeLimit'],
    // a sequence's event, told by the related entity
    ['CAMPAIGN', 'CAMPAIGN_START_ERROR', SEQUENCE, 'sequenceStopped', undefined],
    ['CAMPAIGN', 'CAMPAIGN_STOPPED', SEQUENCE, 'sequenceStopped', undefined],
    // a schedule's event that is no refused start, a documented code the app does not word, an undocumented one
    ['SCHEDULE', 'RECURRING_SCHEDULE_ENDED', CAMPAIGN, 'other', undefined],
    ['CAMPAIGN', 'CAMPAIGN_THROTTLED', CAMPAIGN, 'other', undefined],
    ['CAMPAIGN', 'constructor', CAMPAIGN, 'other', undefined]
  ] as const)('%s %s → %s', (category, code, related, kind, refusal) => {
    const read = event(category, code, related)
    expect(eventKind(read)).toBe(kind)
    expect(startRefusalOf(read)).toBe(refusal)
  })

  it('still reads the emulator’s former codes, categories and names', () => {
    expect(eventKind(event('Campaign', 'campaign.no.idle.agents'))).toBe('noIdleAgents')
    expect(eventKind(event('ContactList', 'contact.list.exhausted'))).toBe('listExhausted')
    expect(eventKind(event('Campaign', 'something.else', CAMPAIGN, 'Line limit reached'))).toBe('lineLimit')
    const refused = event('Schedule', 'campaign.active.limit.reached', CAMPAIGN, 'Scheduled start refused')
    expect([eventKind(refused), startRefusalOf(refused)]).toEqual(['startRefused', 'activeLimit'])
    const stopped = event('Sequence', 'campaign.invalid', { id: 'seq' }, 'Sequence stopped')
    expect(eventKind(stopped)).toBe('sequenceStopped')
    expect(eventKind(event('Sequence', 'sequence.campaign.stopped', { id: 'seq' }))).toBe('sequenceStopped')
  })
})
