/**
 * The official SDK's NotificationsApi against the emulator: topics a person may not view. The platform refuses
 * a subscription change that names one (403 `missing.permissions`, nothing changed) unless `ignoreErrors=true`,
 * which subscribes the others and lists the refused ones as Rejected (ChannelTopicEntityListing).
 */
import platformClient from 'purecloud-platform-client-v2'

import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { seedUsers } from '../../emulator/src/seed'
import { failureOf, setUpSdkContract } from './support/sdkContract'
import { closeChannels, connectChannel, until } from './support/notificationSocket'

const t = setUpSdkContract()
const notifications = () => new platformClient.NotificationsApi()
const outbound = () => new platformClient.OutboundApi()
afterEach(() => closeChannels())

const campaignTopic = (id: string) => `v2.outbound.campaigns.${id}`
const scheduleTopic = (id: string) => `v2.outbound.schedules.campaigns.${id}`

// Vic (viewer) may view campaigns, not schedules.
const permitted = campaignTopic(knownCampaigns.offPower)
const refused = scheduleTopic(knownCampaigns.offPower)

describe('without ignoreErrors', () => {
  test('a PUT naming a topic the person may not view is refused whole: 403 naming the permission and the topic; nothing changes', async () => {
    await t.signInAs(seedUsers.vic.email)
    const { id } = await notifications().postNotificationsChannels()
    const before = campaignTopic(knownCampaigns.onPower)
    await notifications().putNotificationsChannelSubscriptions(id!, [{ id: before }])

    const failure = await failureOf(
      notifications().putNotificationsChannelSubscriptions(id!, [{ id: permitted }, { id: refused }])
    )
    expect(failure.status).toBe(403)
    expect(failure.body.code).toBe('missing.permissions')
    expect(failure.body.message).toContain('outbound:schedule:view')
    expect(failure.body.details).toEqual([{ errorCode: 'missing.permissions', entityId: refused }])
    // the channel keeps what it had
    const listed = await notifications().getNotificationsChannelSubscriptions(id!)
    expect(listed.entities?.map(topic => topic.id)).toEqual([before])

    // POST (add) alike
    const added = await failureOf(
      notifications().postNotificationsChannelSubscriptions(id!, [{ id: refused }])
    )
    expect(added.status).toBe(403)
    expect((await notifications().getNotificationsChannelSubscriptions(id!)).entities).toHaveLength(1)
  })

  test('a person without outbound:campaign:view is refused the campaign topics', async () => {
    const vic = t.emulator.state.findUserByEmail(seedUsers.vic.email)!
    Object.assign(vic, { permissions: vic.permissions.filter(p => p !== 'outbound:campaign:view') })
    await t.signInAs(seedUsers.vic.email)
    const { id } = await notifications().postNotificationsChannels()
    const failure = await failureOf(
      notifications().putNotificationsChannelSubscriptions(id!, [{ id: permitted }])
    )
    expect(failure.status).toBe(403)
    expect(failure.body.message).toContain('outbound:campaign:view')
  })
})

describe('with ignoreErrors=true', () => {
  test('the permitted topics are subscribed and live, the others listed as Rejected naming what they need', async () => {
    await t.signInAs(seedUsers.vic.email)
    const { id, connectUri } = await notifications().postNotificationsChannels()
    const { messages } = await connectChannel(connectUri!)
    const answer = await notifications().putNotificationsChannelSubscriptions(
      id!,
      [{ id: permitted }, { id: refused }],
      { ignoreErrors: true }
    )
    expect(answer.entities).toEqual([
      { id: permitted, state: 'Permitted' },
      {
        id: refused,
        state: 'Rejected',
        rejectionReason: 'Missing permission(s): outbound:schedule:view',
        missingPermissions: ['outbound:schedule:view']
      }
    ])
    const listed = await notifications().getNotificationsChannelSubscriptions(id!)
    expect(listed.entities?.map(topic => topic.id)).toEqual([permitted])

    // the permitted topic's events arrive (Avery changes the campaign)
    await t.signInAs(seedUsers.avery.email)
    const campaign = await outbound().getOutboundCampaign(knownCampaigns.offPower)
    await outbound().putOutboundCampaign(knownCampaigns.offPower, { ...campaign, callerName: 'Seen by Vic' })
    await until(() => messages.some(m => m.topicName === permitted), 'the campaign event')
  })

  test('POST with ignoreErrors adds the permitted ones only', async () => {
    await t.signInAs(seedUsers.vic.email)
    const { id } = await notifications().postNotificationsChannels()
    const answer = await notifications().postNotificationsChannelSubscriptions(id!, [{ id: refused }], {
      ignoreErrors: true
    })
    expect(answer.entities).toEqual([expect.objectContaining({ id: refused, state: 'Rejected' })])
    expect((await notifications().getNotificationsChannelSubscriptions(id!)).entities).toEqual([])
  })
})
