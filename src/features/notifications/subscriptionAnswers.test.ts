import { refusedTopicsOf, rejectedTopicsOf } from './subscriptionAnswers'

const campaign = 'v2.outbound.campaigns.c1'
const progress = 'v2.outbound.campaigns.c1.progress'
const schedule = 'v2.outbound.schedules.campaigns.c1'
const sequence = 'v2.outbound.sequences.s1'
const asked = [campaign, progress, schedule, sequence]

describe('rejectedTopicsOf (a 200 answer, ChannelTopicEntityListing)', () => {
  it('lists the topics whose state is not Permitted', () => {
    const answer = {
      entities: [
        { id: campaign, state: 'Permitted' },
        { id: progress, state: 'Permitted' },
        { id: schedule, state: 'Rejected', missingPermissions: ['outbound:schedule:view'] },
        { id: sequence, state: 'Rejected' }
      ]
    }
    expect(rejectedTopicsOf(answer, asked)).toEqual([schedule, sequence])
  })

  it('takes a topic without a state, or not listed, as subscribed; ignores topics not asked for', () => {
    expect(
      rejectedTopicsOf({ entities: [{ id: campaign }, { id: 'v2.other', state: 'Rejected' }] }, asked)
    ).toEqual([])
    expect(rejectedTopicsOf(undefined, asked)).toEqual([])
  })
})

describe('refusedTopicsOf (a 400 or 403 ErrorBody)', () => {
  it('reads the topics its details name', () => {
    const body = {
      code: 'missing.permissions',
      details: [{ errorCode: 'missing.permissions', entityId: schedule }]
    }
    expect(refusedTopicsOf(body, asked)).toEqual([schedule])
  })

  it('reads the topics its message names, not a longer topic a name begins', () => {
    expect(refusedTopicsOf({ message: `Topic ${progress} is not permitted.` }, asked)).toEqual([progress])
    expect(refusedTopicsOf({ message: `Not permitted: ${campaign}, ${sequence}.` }, asked)).toEqual([
      campaign,
      sequence
    ])
  })

  it('failing topics, takes the topics that need the permissions its message names', () => {
    const body = {
      code: 'missing.permissions',
      message:
        'You are missing the following permission(s): outbound:schedule:view, outbound:campaignSequence:view'
    }
    expect(refusedTopicsOf(body, asked)).toEqual([schedule, sequence])
  })

  it('names nothing when it says neither', () => {
    expect(
      refusedTopicsOf({ code: 'bad.request', message: 'The request could not be understood.' }, asked)
    ).toEqual([])
    expect(refusedTopicsOf('Forbidden', asked)).toEqual([])
  })
})
