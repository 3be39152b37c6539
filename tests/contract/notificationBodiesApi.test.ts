/**
 * The official SDK against the emulator: every event body in its topic's SDK model (contract/sdkTopics.ts).
 * The model check fails the file on any stray field; these tests say what each body carries: the statistics
 * as StatEventCampaignTopicStatsNotification, references as `{id, name}` (no selfUri), the campaign without the
 * Campaign fields its event model lacks, the import status itself.
 */
import platformClient from 'purecloud-platform-client-v2'

import { knownCampaigns } from '../../emulator/src/outbound/seedOutbound'
import { contacts, newList } from './support/contactLists'
import { closeChannels, connectChannel, until } from './support/notificationSocket'
import { setUpSdkContract } from './support/sdkContract'

const t = setUpSdkContract()
const notifications = () => new platformClient.NotificationsApi()
const outbound = () => new platformClient.OutboundApi()
afterEach(() => closeChannels())

/** A channel on `topics`, connected. */
async function follow(...topics: string[]) {
  const { id, connectUri } = await notifications().postNotificationsChannels()
  const { messages } = await connectChannel(connectUri!)
  await notifications().putNotificationsChannelSubscriptions(
    id!,
    topics.map(topic => ({ id: topic }))
  )
  const bodyOf = async (topic: string) => {
    await until(() => messages.some(m => m.topicName === topic), topic)
    return messages.find(m => m.topicName === topic)!.eventBody
  }
  return { messages, bodyOf }
}

/** Time passes and the emulator looks for what it changed (as its 1 s scan does). */
const later = (ms: number) => {
  t.now += ms
  t.emulator.state.notifications.scan()
}

test('v2.outbound.campaigns.{id}.stats: {group: {campaignId}, data: [{interval, metrics}]}, the figures of GET …/stats', async () => {
  const id = knownCampaigns.onPower
  const topic = `v2.outbound.campaigns.${id}.stats`
  const { bodyOf } = await follow(topic)
  later(10_000)
  const body = await bodyOf(topic)
  const stats = await outbound().getOutboundCampaignStats(id)

  expect(Object.keys(body).sort()).toEqual(['data', 'group'])
  expect(body.group).toEqual({ campaignId: id })
  const [item] = body.data as {
    interval: string
    metrics: { metric: string; stats: Record<string, number> }[]
  }[]
  const [start, end] = item!.interval.split('/')
  expect(Date.parse(end!) - Date.parse(start!)).toBe(1_000)
  expect(Date.parse(end!)).toBe(t.now)
  const metric = (name: string) => item!.metrics.find(m => m.metric === name)?.stats
  expect(metric('idleAgents')).toEqual({ count: stats.idleAgents })
  expect(metric('outstandingCalls')).toEqual({ count: stats.outstandingCalls })
  expect(metric('contactRate')).toEqual(stats.contactRate)
  expect(metric('linesUtilization')).toEqual(stats.linesUtilization)
})

test('v2.outbound.campaigns.{id}: the campaign with {id, name} references, without maxCallsPerAgent or alwaysRunning', async () => {
  const id = knownCampaigns.offPower
  const topic = `v2.outbound.campaigns.${id}`
  const { bodyOf } = await follow(topic)
  const campaign = await outbound().getOutboundCampaign(id)
  await outbound().putOutboundCampaign(id, { ...campaign, callerName: 'Event body' })
  const body = await bodyOf(topic)

  expect(body).toMatchObject({
    id,
    name: campaign.name,
    callerName: 'Event body',
    version: campaign.version! + 1
  })
  expect(body.contactList).toEqual({ id: campaign.contactList!.id, name: campaign.contactList!.name })
  expect(body.division).toEqual({ id: campaign.division!.id, name: campaign.division!.name })
  expect(JSON.stringify(body)).not.toContain('selfUri')
  expect(body).not.toHaveProperty('maxCallsPerAgent')
  expect(body).not.toHaveProperty('alwaysRunning')
})

test('v2.outbound.campaigns.{id}.progress: its campaign is {id, name}', async () => {
  const id = knownCampaigns.onPower
  const topic = `v2.outbound.campaigns.${id}.progress`
  const { bodyOf } = await follow(topic)
  const campaign = await outbound().getOutboundCampaign(id)
  later(10_000)
  const body = await bodyOf(topic)
  expect(body.campaign).toEqual({ id, name: campaign.name })
  expect(body).not.toHaveProperty('contactList')
})

test('schedule and sequence topics: their campaigns are {id, name}', async () => {
  const id = knownCampaigns.offPower
  const { name } = await outbound().getOutboundCampaign(id)
  const sequence = await outbound().postOutboundSequences({
    name: 'Contract – bodies',
    campaigns: [{ id }, { id: knownCampaigns.offPreview }],
    currentCampaign: 0,
    status: 'off'
  })
  const scheduleTopic = `v2.outbound.schedules.campaigns.${id}`
  const sequenceTopic = `v2.outbound.sequences.${sequence.id}`
  const { bodyOf } = await follow(scheduleTopic, sequenceTopic)

  await outbound().putOutboundSchedulesCampaign(id, {
    intervals: [{ start: '2026-04-02T09:00:00', end: '2026-04-02T17:00:00' }],
    campaign: { id }
  })
  expect((await bodyOf(scheduleTopic)).campaign).toEqual({ id, name })

  await outbound().putOutboundSequence(sequence.id!, { ...sequence, status: 'on' })
  const campaigns = (await bodyOf(sequenceTopic)).campaigns as unknown[]
  expect(campaigns[0]).toEqual({ id, name })
  expect(JSON.stringify(campaigns)).not.toContain('selfUri')
})

test('v2.outbound.contactlists.{id}.importstatus: the import status itself, not wrapped', async () => {
  const list = await newList('Contract – import status body')
  const topic = `v2.outbound.contactlists.${list.id}.importstatus`
  const { bodyOf } = await follow(topic)
  await outbound().postOutboundContactlistContacts(list.id!, contacts(list.id!, 3))
  const body = await bodyOf(topic)
  expect(body).not.toHaveProperty('importStatus')
  expect(body).not.toHaveProperty('id')
  expect(body).toMatchObject({ importState: expect.any(String), totalRecords: 3 })
})
