import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import type { CampaignDetail, CampaignSettings } from '@/shared/campaigns/campaignTypes'
import { notify } from '@/shared/ui/notify'
import { renderWithProviders } from '@/testing'

import { allowedEverything, detailOf, formOptions, powerSettings } from '../testing/fixtures'
import { notificationHandlers, notifications } from '@/testing'
import { CampaignDetailPage } from './CampaignDetailPage'

jest.setTimeout(20_000)

jest.mock('@/shared/ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() }
}))
const push = jest.fn(() => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath: '/campaigns/id-spring-renewals' }) }))

let detail: CampaignDetail
let optionsAsked = 0
const reads: URL[] = []
const puts: { version: number; changes: Partial<CampaignSettings> }[] = []
const liveReads: string[][] = []
let putAnswer: (body: { version: number; changes: Partial<CampaignSettings> }) => Response

const server = setupServer(
  ...notificationHandlers,
  http.get('/api/campaigns/options', () => {
    optionsAsked += 1
    return HttpResponse.json(formOptions)
  }),
  // the panels of their own (NotDialingPanel.test.tsx, CampaignToday.test.tsx): a campaign that dials
  http.get('/api/campaigns/:id/diagnosis', ({ params }) =>
    HttpResponse.json({
      campaignId: params.id,
      dialing: true,
      idleSince: null,
      stalled: false,
      reasons: [],
      checkedAt: '2026-11-21T10:42:00.000Z'
    })
  ),
  http.get('/api/campaigns/:id/today', ({ params }) =>
    HttpResponse.json({
      campaignId: params.id,
      from: '2026-11-20T10:42:00.000Z',
      to: '2026-11-21T10:42:00.000Z',
      activity: [],
      events: [],
      eventsUnavailable: null,
      health: { states: [], health: [] }
    })
  ),
  http.get('/api/campaigns/:id', ({ request }) => {
    reads.push(new URL(request.url))
    return HttpResponse.json(detail)
  }),
  http.put('/api/campaigns/:id', async ({ request }) => {
    const body = ((await request.json()) as { data: { version: number; changes: Partial<CampaignSettings> } })
      .data
    puts.push(body)
    return putAnswer(body)
  }),
  http.delete('/api/campaigns/:id', ({ params }) => HttpResponse.json({ id: params.id })),
  http.post('/api/campaigns/actions', async ({ request }) => {
    const { data } = (await request.json()) as { data: { action: string; ids: string[] } }
    return HttpResponse.json({
      action: data.action,
      results: data.ids.map(id => ({ id, ok: true, status: 'on' }))
    })
  }),
  // the live figures read after statistics events: the performance query's, now
  http.post('/api/campaigns/performance', async ({ request }) => {
    const { data } = (await request.json()) as { data: { ids: string[] } }
    liveReads.push(data.ids)
    return HttpResponse.json({
      readAt: new Date(Date.parse(detail.refreshedAt) + 5_000).toISOString(),
      campaigns: data.ids.map(id => ({
        id,
        performance: {
          idleAgents: 3,
          linesInUse: 9,
          linesAvailable: 10,
          contactRate: 0.5,
          rightPartyContacts: 80,
          outstandingCalls: 11,
          abandonRate: null,
          abandonTarget: null,
          idleSince: null,
          stallsAt: null,
          stalled: false,
          reason: null
        },
        effectiveIdleAgents: 2,
        scheduledCalls: 4
      }))
    })
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => notifications.reset())
beforeEach(() => {
  detail = detailOf()
  optionsAsked = 0
  reads.length = 0
  puts.length = 0
  liveReads.length = 0
  putAnswer = body => {
    const settings = { ...detail.campaign.settings, ...body.changes }
    detail = detailOf(settings, { version: body.version + 1 })
    return HttpResponse.json(detail)
  }
  push.mockClear()
  sessionStorage.clear()
  jest.mocked(notify.success).mockClear()
  localStorage.setItem('accessToken', 'the-token')
})

async function renderLoaded() {
  const user = userEvent.setup()
  renderWithProviders(<CampaignDetailPage id="id-spring-renewals" />)
  await screen.findByRole('heading', { level: 1, name: 'Spring renewals' })
  // the options have arrived when the queue's name shows
  await waitFor(() => expect(field('Queue')).toHaveDisplayValue('Sales'))
  return user
}

const form = () => screen.getByTestId('settings-form')
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`))

describe('the campaign page', () => {
  it('leads back to the overview with the search and filters this tab last had, never elsewhere', async () => {
    sessionStorage.setItem('campaigns.overviewSearch', '?q=spring&status=on')
    await renderLoaded()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
      'href',
      '/?q=spring&status=on'
    )
  })

  it('ignores a stored way back that is not a query of its own', async () => {
    sessionStorage.setItem('campaigns.overviewSearch', '//evil.example/phish')
    await renderLoaded()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/')
  })

  it('shows the header, the way back, progress, live figures and the audit', async () => {
    await renderLoaded()
    expect(reads[0]!.pathname).toBe('/api/campaigns/id-spring-renewals')
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('progressbar', { name: 'Progress of Spring renewals' })).toHaveAttribute(
      'aria-valuenow',
      '30'
    )
    const stats = screen.getByRole('list', { name: 'Live figures' })
    expect(stats).toHaveTextContent('Contact rate25%')
    expect(stats).toHaveTextContent('Lines in use60%')
    expect(stats).toHaveTextContent('Outstanding calls7')
    const audit = screen.getByRole('table', { name: 'Recent activity' })
    expect(within(audit).getAllByRole('row')[1]).toHaveTextContent(/Avery Admin.*Edited.*Succeeded.*Priority/)
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled()
  })

  it('shows its schedule: what it says about now in its own zone, its rules and the next runs', async () => {
    detail = detailOf(powerSettings, {
      schedule: {
        timeZone: 'Europe/Paris',
        intervals: [],
        recurrences: [
          {
            start: '2026-11-02T09:00',
            end: '2026-11-02T17:00',
            pattern: 'weekly',
            every: 1,
            daysOfWeek: [1, 2, 3, 4, 5],
            until: null,
            count: null
          }
        ],
        version: 3,
        dateModified: null
      }
    })
    await renderLoaded()
    const section = screen.getByRole('region', { name: 'Schedule' })
    // read on Saturday 21 November: the next run is Monday's, in Paris time
    expect(within(section).getByTestId('campaign-schedule-summary')).toHaveTextContent(
      'Next run Mon 9:00 AM–5:00 PM (Europe/Paris)'
    )
    expect(section).toHaveTextContent('Mon, Tue, Wed, Thu, Fri, 9:00 AM–5:00 PM')
    const runs = within(within(section).getByRole('list', { name: 'Next runs' })).getAllByRole('listitem')
    expect(runs).toHaveLength(5)
    expect(runs[0]).toHaveTextContent('Mon, Nov 23, 9:00 AM – 5:00 PM')
    expect(within(section).getByRole('link', { name: 'Open in the week view' })).toHaveAttribute(
      'href',
      '/schedules?campaign=id-spring-renewals'
    )
  })

  it('says a campaign without a schedule runs only when someone starts it', async () => {
    detail = detailOf(powerSettings, { schedule: null })
    await renderLoaded()
    expect(screen.getByRole('region', { name: 'Schedule' })).toHaveTextContent('Not scheduled')
    expect(screen.getByRole('region', { name: 'Schedule' })).toHaveTextContent(
      'runs only when someone starts it'
    )
  })

  it('says the schedule could not be read when the answer has none', async () => {
    await renderLoaded()
    const section = screen.getByRole('region', { name: 'Schedule' })
    expect(section).toHaveTextContent('The schedule could not be read.')
    expect(section).not.toHaveTextContent('Not scheduled')
  })

  it('keeps the campaign to a callable time set chosen under its schedule, saved with the version', async () => {
    const sets = [{ id: 'cts-us', name: 'US calling hours' }]
    server.use(
      http.get('/api/campaigns/options', () => HttpResponse.json({ ...formOptions, callableTimeSets: sets }))
    )
    const user = await renderLoaded()
    const read = detail.campaign.version
    const section = screen.getByRole('region', { name: 'Schedule' })
    const save = within(section).getByRole('button', { name: 'Save calling hours' })
    expect(save).toBeDisabled()
    await user.click(within(section).getByRole('combobox', { name: 'Calling hours' }))
    await user.click(screen.getByRole('option', { name: 'US calling hours' }))
    await user.click(save)
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({ version: read, changes: { callableTimeSetId: 'cts-us' } })
  })

  it('asks for the fields of each dialing mode', async () => {
    const user = await renderLoaded()
    const labels = () =>
      [...form().querySelectorAll('input, select')].map(input => input.getAttribute('name'))
    expect(labels()).toEqual([
      'name',
      'dialingMode',
      'contactListId',
      'phoneColumn',
      'queueId',
      'scriptId',
      'edgeGroupId',
      'siteId',
      'callAnalysisResponseSetId',
      'abandonRate',
      'maxCallsPerAgent',
      'callerName',
      'callerAddress',
      'priority',
      'divisionId',
      // one box per do-not-call list of the organisation
      'dncListIds',
      'dncListIds'
    ])
    await user.selectOptions(field('Dialing mode'), 'agentless')
    expect(labels()).not.toContain('queueId')
    expect(labels()).not.toContain('abandonRate')
    expect(labels()).toContain('outboundLineCount')
    expect(labels()).toContain('edgeGroupId')
    await user.selectOptions(field('Dialing mode'), 'preview')
    expect(labels()).toContain('queueId')
    expect(labels()).not.toContain('edgeGroupId')
    expect(labels()).not.toContain('callAnalysisResponseSetId')
    expect(labels()).not.toContain('outboundLineCount')
  })

  it('checks the fields before saving, with the messages on the fields', async () => {
    const user = await renderLoaded()
    await user.clear(field('Abandon rate'))
    await user.type(field('Abandon rate'), '150')
    await user.clear(field('Caller number'))
    await user.type(field('Caller number'), 'call me')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(field('Abandon rate')).toHaveAccessibleDescription('Enter a percentage from 0 to 100.')
    expect(field('Abandon rate')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Abandon rate')).toHaveFocus()
    expect(field('Caller number')).toHaveAccessibleDescription('Enter a phone number, e.g. +1 317 555 0100.')
    expect(puts).toEqual([])
  })

  it('saves only the changed fields with the version, and tells it', async () => {
    const user = await renderLoaded()
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    await user.selectOptions(field('Priority'), '5')
    await user.clear(field('Caller name'))
    await user.type(field('Caller name'), 'Demo Renewals')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(puts).toEqual([{ version: 1, changes: { priority: 5, callerName: 'Demo Renewals' } }])
    )
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('The settings of Spring renewals were saved.')
    )
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it('attaches and detaches do-not-call lists, and saves only that', async () => {
    const user = await renderLoaded()
    const lists = within(form()).getByRole('group', { name: 'Do-not-call lists' })
    const optOuts = within(lists).getByRole('checkbox', { name: 'Customer opt-outs' })
    expect(optOuts).not.toBeChecked()
    expect(optOuts).toHaveAccessibleDescription('Numbers on these lists are never dialed by this campaign.')
    expect(within(lists).getByRole('checkbox', { name: 'National registry' })).not.toBeChecked()
    // ticked and unticked again: nothing to save
    await user.click(optOuts)
    await user.click(optOuts)
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()

    await user.click(optOuts)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(puts).toEqual([{ version: 1, changes: { dncListIds: ['dnc-1'] } }]))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled())
    expect(optOuts).toBeChecked()

    await user.click(optOuts)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(puts.at(-1)).toEqual({ version: 2, changes: { dncListIds: [] } }))
  })

  it('a version conflict lists what differs, yours and now; keep mine re-bases, discard takes theirs', async () => {
    const user = await renderLoaded()
    const current = detailOf({ ...powerSettings, priority: 1, queueId: 'q-2' }, { version: 2 }).campaign
    putAnswer = () =>
      HttpResponse.json(
        { message: 'Changed meanwhile.', code: 'campaign.version_conflict', current },
        { status: 409 }
      )
    await user.selectOptions(field('Priority'), '5')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved first' })
    const rowsOf = () =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map(row => row.textContent)
    expect(rowsOf()).toEqual(['QueueSalesRetention', 'Priority51'])
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine on the current version' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(field('Priority')).toHaveDisplayValue('5')
    // the other person's change (the queue) stays: only what this person changed is re-applied
    expect(field('Queue')).toHaveDisplayValue('Retention')

    putAnswer = body => {
      detail = detailOf({ ...current.settings, ...body.changes }, { version: 3 })
      return HttpResponse.json(detail)
    }
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    // on top of version 2: only the person's own change
    await waitFor(() => expect(puts.at(-1)).toEqual({ version: 2, changes: { priority: 5 } }))
  })

  it('discarding after a conflict shows the current settings', async () => {
    const user = await renderLoaded()
    const current = detailOf({ ...powerSettings, priority: 1 }, { version: 2 }).campaign
    putAnswer = () =>
      HttpResponse.json({ message: 'x', code: 'campaign.version_conflict', current }, { status: 409 })
    await user.selectOptions(field('Priority'), '4')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved first' })
    await user.click(within(dialog).getByRole('button', { name: 'Discard mine' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(field('Priority')).toHaveDisplayValue('1')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })

  it("shows the server's 400 at the field", async () => {
    const user = await renderLoaded()
    putAnswer = () =>
      HttpResponse.json(
        {
          message: 'The body is not valid: data.changes.callerName: not allowed by the platform',
          code: 'request.invalid'
        },
        { status: 400 }
      )
    await user.clear(field('Caller name'))
    await user.type(field('Caller name'), 'Nope')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(field('Caller name')).toHaveAccessibleDescription(
        'data.changes.callerName: not allowed by the platform'
      )
    )
  })

  it('a refresh does not overwrite settings being edited; it does when nothing is edited', async () => {
    detail = detailOf(powerSettings, { status: 'on' })
    jest.useFakeTimers()
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      renderWithProviders(<CampaignDetailPage id="id-spring-renewals" />)
      await screen.findByRole('heading', { level: 1, name: 'Spring renewals' })
      await waitFor(() => expect(field('Queue')).toHaveDisplayValue('Sales'))
      await user.clear(field('Caller name'))
      await user.type(field('Caller name'), 'Mine')
      detail = detailOf({ ...powerSettings, priority: 2 }, { status: 'on', version: 2 })
      await jest.advanceTimersByTimeAsync(5000)
      await waitFor(() => expect(reads.length).toBe(2))
      await waitFor(() => expect(screen.getByTestId('newer-version')).toBeInTheDocument())
      expect(field('Caller name')).toHaveDisplayValue('Mine')
      expect(field('Priority')).toHaveDisplayValue('3')

      await user.click(screen.getByRole('button', { name: 'Undo changes' }))
      expect(field('Priority')).toHaveDisplayValue('2')
      detail = detailOf({ ...powerSettings, priority: 4 }, { status: 'on', version: 3 })
      await jest.advanceTimersByTimeAsync(5000)
      await waitFor(() => expect(field('Priority')).toHaveDisplayValue('4'))
    } finally {
      jest.useRealTimers()
    }
  })

  it("live: progress and the live figures follow the platform's events, and someone else's save is read and said at once", async () => {
    notifications.open = true
    detail = detailOf(powerSettings, { status: 'on' })
    const user = await renderLoaded()
    await waitFor(() =>
      expect(notifications.subscribed).toEqual([
        'v2.outbound.campaigns.id-spring-renewals',
        'v2.outbound.campaigns.id-spring-renewals.progress',
        'v2.outbound.campaigns.id-spring-renewals.stats'
      ])
    )
    const readsAtStart = reads.length
    // a statistics event (the SDK's model) says the figures changed: they are read, not the whole campaign
    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', {
      group: { campaignId: 'id-spring-renewals' },
      data: [{ interval: '2026-11-21T10:42:00Z/2026-11-21T10:42:01Z', metrics: [] }]
    })
    const figures = screen.getByRole('list', { name: 'Live figures' })
    await waitFor(() => expect(figures).toHaveTextContent('Contact rate50%'))
    expect(figures).toHaveTextContent('Lines in use90%')
    expect(figures).toHaveTextContent('Outstanding calls11')
    expect(liveReads).toEqual([['id-spring-renewals']])
    expect(reads.length).toBe(readsAtStart)
    notifications.push('v2.outbound.campaigns.id-spring-renewals.progress', {
      campaign: { id: 'id-spring-renewals' },
      numberOfContactsCalled: 300,
      totalNumberOfContacts: 400,
      percentage: 75
    })
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of Spring renewals' })).toHaveAttribute(
        'aria-valuenow',
        '75'
      )
    )
    await user.clear(field('Caller name'))
    await user.type(field('Caller name'), 'Mine')
    const readsBefore = reads.length
    // someone else saves: the platform says so, and the page reads the campaign at once (no 5 s wait)
    detail = detailOf({ ...powerSettings, priority: 2 }, { status: 'on', version: 2 })
    notifications.push('v2.outbound.campaigns.id-spring-renewals', {
      id: 'id-spring-renewals',
      campaignStatus: 'on',
      version: 2
    })
    await waitFor(() => expect(screen.getByTestId('newer-version')).toBeInTheDocument())
    expect(reads.length).toBe(readsBefore + 1)
    expect(field('Caller name')).toHaveDisplayValue('Mine')
  })

  it('a statistics event that names its figures changes them with no read; gone silent, the pace reads 0/min at once', async () => {
    notifications.open = true
    detail = detailOf(powerSettings, {
      status: 'on',
      pace: { contactsPerMinute: 93.4, etaSeconds: 27 * 60, sampledAt: null }
    })
    await renderLoaded()
    await waitFor(() =>
      expect(notifications.subscribed).toContain('v2.outbound.campaigns.id-spring-renewals.stats')
    )
    expect(screen.getByTestId('campaign-pace')).toHaveTextContent('93.4/min')
    const liveReadsBefore = liveReads.length
    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', {
      group: { campaignId: 'id-spring-renewals' },
      data: [
        {
          interval: '2026-11-21T10:42:10.000Z/2026-11-21T10:42:11.000Z',
          metrics: [
            { metric: 'idleAgents', stats: { count: 0 } },
            { metric: 'outstandingCalls', stats: { count: 0 } },
            {
              metric: 'linesUtilization',
              stats: { assignedOutboundLines: 0, totalAvailableOutboundLines: 10 }
            }
          ]
        }
      ]
    })
    const figures = screen.getByRole('list', { name: 'Live figures' })
    await waitFor(() => expect(figures).toHaveTextContent('Outstanding calls0'))
    expect(screen.getByTestId('campaign-pace')).toHaveTextContent('0/min')
    expect(screen.getByTestId('campaign-eta')).toHaveTextContent('—')
    expect(liveReads.length).toBe(liveReadsBefore)
  })

  it('deletes after confirming, then goes back to the overview as this tab last showed it', async () => {
    sessionStorage.setItem('campaigns.overviewSearch', '?status=off&page=2')
    const user = await renderLoaded()
    const remove = screen.getByRole('button', { name: 'Delete' })
    await user.click(remove)
    const dialog = await screen.findByRole('dialog', { name: 'Delete Spring renewals?' })
    expect(dialog).toHaveAccessibleDescription(
      'Spring renewals will be deleted from Genesys Cloud. This cannot be undone.'
    )
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/?status=off&page=2'))
    expect(notify.success).toHaveBeenCalledWith('Spring renewals was deleted.')
  })

  it('a running campaign offers Stop, and Delete says to stop first, to the keyboard too', async () => {
    detail = detailOf(powerSettings, { status: 'on' })
    const user = await renderLoaded()
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled()
    const remove = screen.getByRole('button', { name: 'Delete' })
    // unavailable, yet reachable with Tab, and says why
    expect(remove).toHaveAttribute('aria-disabled', 'true')
    expect(remove).toHaveAccessibleDescription('Stop the campaign before deleting it.')
    remove.focus()
    expect(remove).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Stop the campaign before deleting it.')
  })

  it('says so when the campaign does not exist', async () => {
    server.use(
      http.get('/api/campaigns/:id', () =>
        HttpResponse.json({ message: 'No.', code: 'campaign.not_found' }, { status: 404 })
      )
    )
    renderWithProviders(<CampaignDetailPage id="nope" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the campaigns' })).toHaveAttribute('href', '/')
  })
})

describe('the campaign page of someone who may not edit it (issue 33)', () => {
  it('names the read-only settings’ references from the campaign, never by an id, and asks for no form options', async () => {
    server.resetHandlers()
    // a supervisor: may start and stop, not edit; Genesys Cloud does not let him list response sets
    detail = detailOf(
      powerSettings,
      {
        referenceNames: {
          'cl-1': 'Renewals list',
          'q-1': 'Sales',
          's-1': 'Default script',
          'car-1': 'Standard responses'
        }
      },
      {
        capabilities: {
          ...allowedEverything,
          edit: { allowed: false, reason: 'platform', permission: 'outbound:campaign:edit' }
        }
      }
    )
    renderWithProviders(<CampaignDetailPage id="id-spring-renewals" />)
    await screen.findByRole('heading', { level: 1, name: 'Spring renewals' })
    await waitFor(() => expect(field('Call analysis response set')).toHaveDisplayValue('Standard responses'))
    expect(field('Queue')).toHaveDisplayValue('Sales')
    expect(field('Script')).toHaveDisplayValue('Default script')
    // a reference the platform gave no name: words, not `e-1`
    expect(field('Edge group')).toHaveDisplayValue('— (Genesys Cloud did not give its name)')
    expect(within(form()).queryByText(/car-1|e-1|q-1/)).not.toBeInTheDocument()
    // why it is read-only: the permission by its name, its string after it
    expect(
      within(form()).getByText(
        'You need the Genesys Cloud permission “Edit campaigns” (outbound:campaign:edit).'
      )
    ).toBeInTheDocument()
    // read-only settings need no lists: Genesys Cloud is not asked for what it would refuse him
    expect(optionsAsked).toBe(0)
  })
})
