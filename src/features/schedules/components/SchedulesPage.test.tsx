import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'react-hot-toast'

import type { ScheduleCapabilities, ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import {
  createTestRouter,
  mockMatchMedia,
  notificationHandlers,
  notifications,
  renderWithProviders,
  setupTestServer
} from '@/testing'

import { weekWindow } from '../model/weekWindow'
import { SchedulesPage } from './SchedulesPage'

// jsdom has no PointerEvent: a mouse event with a pointer id stands in for it (drags are pointer events).
if (typeof window.PointerEvent === 'undefined')
  Object.defineProperty(window, 'PointerEvent', {
    value: class PointerEvent extends MouseEvent {
      pointerId: number
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
      }
    }
  })

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Me',
      username: 'me',
      company: 'Demo Contact Centre',
      companyID: 'org',
      role: 'admin',
      email: 'avery.admin@democc.example'
    }
  })
}))
const router = createTestRouter('/schedules')
jest.mock('next/router', () => ({ useRouter: () => router }))

// The page shows the current week in the person's zone (US English: from Sunday); its Tuesday is days[2].
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
const tuesday = weekWindow(Date.now(), zone, 0).days[2]!.date
const nextTuesday = weekWindow(Date.now() + 7 * 86_400_000, zone, 0).days[2]!.date

const campaign = (id: string, name: string, extra: Partial<ScheduledCampaign> = {}): ScheduledCampaign => ({
  id,
  name,
  status: 'off',
  dialingMode: 'preview',
  division: { id: 'd-east', name: 'East' },
  callableTimeSet: null,
  schedule: null,
  ...extra
})
const campaigns = (): ScheduledCampaign[] => [
  campaign('c1', 'Debt Recovery – East', {
    status: 'on',
    schedule: {
      timeZone: 'Europe/Paris',
      intervals: [{ start: `${tuesday}T09:00`, end: `${tuesday}T17:00` }],
      recurrences: [],
      version: 3,
      dateModified: null
    }
  }),
  campaign('c2', 'Winback', {
    dialingMode: 'predictive',
    division: { id: 'd-west', name: 'West' },
    schedule: {
      timeZone: zone,
      intervals: [],
      recurrences: [
        {
          start: `${tuesday}T12:00`,
          end: `${tuesday}T13:00`,
          pattern: 'daily',
          every: 1,
          daysOfWeek: [],
          until: null,
          count: 2
        }
      ],
      version: 1,
      dateModified: null
    }
  }),
  campaign('c3', 'Unscheduled survey'),
  // on without a schedule: on all along, for the platform's limit
  campaign('c4', 'Arrears', { status: 'on', division: { id: 'd-west', name: 'West' } }),
  campaign('c5', 'Spring renewals', {
    callableTimeSet: { id: 'set-1', name: 'Mondays only' },
    schedule: {
      timeZone: zone,
      intervals: [{ start: `${nextTuesday}T10:00`, end: `${nextTuesday}T11:00` }],
      recurrences: [],
      version: 7,
      dateModified: null
    }
  })
]
const allowed = { allowed: true } as const
const capabilitiesFor = (editSchedules: ScheduleCapabilities['editSchedules']): ScheduleCapabilities => ({
  editSchedules,
  editCallableTimeSets: editSchedules,
  editSequences: editSchedules,
  runSequences: editSchedules
})
let capabilities = capabilitiesFor(allowed)
let activeLimit = 50
let gets = 0

const server = setupTestServer(
  ...notificationHandlers,
  http.get('/api/schedules', () => {
    gets++
    return HttpResponse.json<SchedulesAnswer>({
      campaigns: campaigns(),
      callableTimeSets: [
        {
          id: 'set-1',
          name: 'Mondays only',
          version: 1,
          dateModified: null,
          campaigns: [],
          callableTimes: [{ timeZone: zone, slots: [{ day: 1, start: '09:00', stop: '17:00' }] }]
        }
      ],
      capabilities,
      activeLimit
    })
  })
)

beforeEach(() => {
  capabilities = capabilitiesFor(allowed)
  activeLimit = 50
  gets = 0
  // (what an earlier test saved or deleted would otherwise be remembered for a minute: recentChanges.ts)
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})
afterEach(() => {
  server.resetHandlers()
  notifications.reset()
})

const grid = () => screen.getByRole('grid', { name: /^Campaign schedules of Demo Contact Centre/ })
const barOf = (name: RegExp) => waitFor(() => within(grid()).getByRole('button', { name }))
const debtRecovery = /^Debt Recovery – East, Tue .+ \(Tue 9:00 AM–5:00 PM Europe\/Paris\)$/

describe('the schedules week view', () => {
  it('shows each scheduled campaign with its status, its runs as named bars, the days and the now line', async () => {
    renderWithProviders(<SchedulesPage />)
    const bar = await barOf(debtRecovery)
    const row = bar.closest<HTMLElement>('[role="row"]')!
    expect(within(row).getByRole('link', { name: 'Debt Recovery – East' })).toHaveAttribute(
      'href',
      '/campaigns/c1'
    )
    expect(row).toHaveTextContent('On')
    expect(row).toHaveTextContent('Scheduled in Europe/Paris')
    // a daily series of two runs: Tuesday's and Wednesday's
    expect(within(grid()).getAllByRole('button', { name: /^Winback, .+, repeats$/ })).toHaveLength(2)
    // campaigns without a schedule are no rows
    expect(within(grid()).queryByText('Unscheduled survey')).not.toBeInTheDocument()
    expect(screen.getByText(`Times in your time zone, ${zone}`)).toBeInTheDocument()
    expect(screen.getAllByTestId('now-line').length).toBeGreaterThan(0)
    const header = within(grid()).getAllByRole('columnheader')[1]!
    expect(header).toHaveTextContent(/Sun.*Mon.*Tue.*Wed.*Thu.*Fri.*Sat/)
  })

  it('lets a keyboard user open a bar and move its run through the form: the PUT carries the version', async () => {
    const user = userEvent.setup()
    let sent: unknown = null
    server.use(
      http.put('/api/campaigns/:id/schedule', async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() }
        const [first] = campaigns()
        return HttpResponse.json<ScheduledCampaign>({
          ...first!,
          schedule: {
            ...first!.schedule!,
            intervals: [{ start: `${tuesday}T10:00`, end: `${tuesday}T18:00` }],
            version: 4
          }
        })
      })
    )
    renderWithProviders(<SchedulesPage />)
    const bar = await barOf(debtRecovery)
    bar.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Run of Debt Recovery – East' })
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: `${tuesday}T10:00` } })
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: `${tuesday}T18:00` } })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent).toEqual({
        id: 'c1',
        body: {
          data: {
            timeZone: 'Europe/Paris',
            intervals: [{ start: `${tuesday}T10:00`, end: `${tuesday}T18:00` }],
            recurrences: [],
            version: 3
          }
        }
      })
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await barOf(/\(Tue 10:00 AM–6:00 PM Europe\/Paris\)$/)).toBeInTheDocument()
  })

  it('moves a run dragged by the pointer by quarter hours, with the version, and offers to undo it', async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('/api/campaigns/:id/schedule', async ({ request }) => {
        const { data } = (await request.json()) as { data: { intervals: unknown[] } }
        bodies.push(data)
        const [first] = campaigns()
        return HttpResponse.json<ScheduledCampaign>({
          ...first!,
          schedule: { ...first!.schedule!, ...data, version: 3 + bodies.length } as never
        })
      })
    )
    renderWithProviders(
      <>
        <SchedulesPage />
        <Toaster />
      </>
    )
    const bar = await barOf(debtRecovery)
    // a week 700 px wide: 100 px a day, an hour is 100/24 px
    const track = screen.getByTestId('timeline-c1')
    jest.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: 700, left: 0 } as DOMRect)
    fireEvent.pointerDown(bar, { button: 0, clientX: 200, pointerId: 1 })
    fireEvent.pointerMove(bar, { clientX: 200 + (100 / 24) * 1.1, pointerId: 1 })
    fireEvent.pointerUp(bar, { clientX: 200 + (100 / 24) * 1.1, pointerId: 1 })
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          timeZone: 'Europe/Paris',
          intervals: [{ start: `${tuesday}T10:00`, end: `${tuesday}T18:00` }],
          recurrences: [],
          version: 3
        }
      ])
    )
    // said with where the run went, in the shown zone
    expect(
      await screen.findByText(/^Debt Recovery – East: Tue .+ \(\+1 h\), saved\.$/, {
        selector: '[role="status"]'
      })
    ).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    await waitFor(() =>
      expect(bodies[1]).toEqual({
        timeZone: 'Europe/Paris',
        intervals: [{ start: `${tuesday}T09:00`, end: `${tuesday}T17:00` }],
        recurrences: [],
        version: 4
      })
    )
  })

  it('warns of hours with more campaigns on than the platform allows, and of runs outside callable times', async () => {
    const user = userEvent.setup()
    activeLimit = 1
    renderWithProviders(<SchedulesPage />)
    await barOf(debtRecovery)
    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await barOf(/^Spring renewals, Tue 10:00 AM–11:00 AM, partly outside callable times$/)
    const warnings = screen.getByRole('region', { name: 'Warnings this week' })
    expect(warnings).toHaveTextContent(
      'Tue 10:00 AM – Tue 11:00 AM: up to 2 campaigns on at once; Genesys Cloud allows 1.'
    )
    expect(within(warnings).getByText('Arrears, Spring renewals')).toBeInTheDocument()
    expect(warnings).toHaveTextContent(
      'Spring renewals runs outside every callable time of Mondays only: Tue 10:00 AM–11:00 AM.'
    )
  })

  it('shows what the schedule’s rules refuse under its field before sending anything', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SchedulesPage />)
    await user.click(await barOf(debtRecovery))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: `${tuesday}T08:00` } })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^End/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('names the field the server refuses (400)', async () => {
    const user = userEvent.setup()
    server.use(
      http.put('/api/campaigns/:id/schedule', () =>
        HttpResponse.json(
          {
            code: 'schedule.invalid',
            message: 'intervals.0.start: dateTime',
            details: { field: 'intervals.0.start', kind: 'dateTime' }
          },
          { status: 400 }
        )
      )
    )
    renderWithProviders(<SchedulesPage />)
    await user.click(await barOf(debtRecovery))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const start = within(dialog).getByLabelText(/^Start/)
    await waitFor(() => expect(start).toHaveAccessibleDescription('Enter a date and time that exist.'))
    expect(start).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers the latest schedule when someone changed it first (409)', async () => {
    const user = userEvent.setup()
    server.use(
      http.put('/api/campaigns/:id/schedule', () =>
        HttpResponse.json({ code: 'schedule.conflict', message: 'stale version' }, { status: 409 })
      )
    )
    renderWithProviders(<SchedulesPage />)
    await user.click(await barOf(debtRecovery))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this schedule' })
    expect(conflict).toHaveTextContent("Debt Recovery – East's schedule was changed by someone else")
    const before = gets
    await user.click(within(conflict).getByRole('button', { name: 'Reload the latest' }))
    await waitFor(() => expect(gets).toBe(before + 1))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('deletes a campaign’s last run with the version', async () => {
    const user = userEvent.setup()
    let deleted: string | null = null
    server.use(
      http.delete('/api/campaigns/:id/schedule', ({ request, params }) => {
        deleted = `${params.id as string}?${new URL(request.url).searchParams}`
        return new HttpResponse(null, { status: 204 })
      })
    )
    renderWithProviders(<SchedulesPage />)
    await user.click(await barOf(debtRecovery))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deleted).toBe('c1?version=3'))
    await waitFor(() =>
      expect(within(grid()).queryByRole('button', { name: debtRecovery })).not.toBeInTheDocument()
    )
  })

  it('keeps a deleted run gone while Genesys Cloud still lists the schedule', async () => {
    // the platform's listing lags behind the delete (as the emulator's realism mode does): GET still has it
    const user = userEvent.setup()
    server.use(http.delete('/api/campaigns/:id/schedule', () => new HttpResponse(null, { status: 204 })))
    renderWithProviders(<SchedulesPage />)
    await user.click(await barOf(debtRecovery))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(within(grid()).queryByRole('button', { name: debtRecovery })).not.toBeInTheDocument()
    )
    // the page is shown again: it reads the week again, which still has the schedule (and a renamed campaign,
    // to know when it is shown)
    server.use(
      http.get('/api/schedules', () =>
        HttpResponse.json<SchedulesAnswer>({
          campaigns: campaigns().map(one => (one.id === 'c2' ? { ...one, name: 'Winback (renamed)' } : one)),
          callableTimeSets: [],
          capabilities,
          activeLimit
        })
      )
    )
    fireEvent(document, new Event('visibilitychange'))
    expect(await within(grid()).findByRole('link', { name: 'Winback (renamed)' })).toBeInTheDocument()
    expect(within(grid()).queryByRole('button', { name: debtRecovery })).not.toBeInTheDocument()
  })

  it('shows a client the week without any control to change it, and says why', async () => {
    const user = userEvent.setup()
    capabilities = capabilitiesFor({ allowed: false, reason: 'role' })
    renderWithProviders(<SchedulesPage />)
    const bar = await barOf(debtRecovery)
    expect(await screen.findByTestId('schedule-refusals')).toHaveTextContent(
      'Changing schedules: Your role in Campaign Manager does not allow this.'
    )
    expect(screen.queryByRole('button', { name: 'New interval' })).not.toBeInTheDocument()
    expect(within(grid()).queryAllByTestId('bar-start')).toHaveLength(0)
    await user.click(bar)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Start/)).toBeDisabled()
  })

  it('says the schedules could not be loaded, never that nothing is scheduled', async () => {
    server.use(
      http.get('/api/schedules', () => HttpResponse.json({ code: 'boom', message: 'x' }, { status: 500 }))
    )
    renderWithProviders(<SchedulesPage />)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getAllByText(/The schedules could not be loaded\./).length).toBeGreaterThan(0)
    expect(screen.queryByText('No campaign has a schedule yet.')).not.toBeInTheDocument()
  })
})

describe('the week view, live (Genesys Cloud notifications)', () => {
  it('follows each scheduled campaign’s status and every campaign’s schedule, and asks again only for a newer schedule', async () => {
    notifications.open = true
    renderWithProviders(<SchedulesPage />)
    await barOf(debtRecovery)
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    // status for the scheduled ones; the schedule of every campaign (one not scheduled yet may be)
    expect(notifications.subscribed).toEqual(
      expect.arrayContaining([
        'v2.outbound.campaigns.c1',
        'v2.outbound.schedules.campaigns.c1',
        'v2.outbound.schedules.campaigns.c3'
      ])
    )
    expect(notifications.subscribed).not.toContain('v2.outbound.campaigns.c3')
    const loads = gets

    // Winback turned on elsewhere: its row says so at once, without asking the server
    const winback = (await barOf(/^Winback, Tue/)).closest<HTMLElement>('[role="row"]')!
    expect(winback).toHaveTextContent('Off')
    notifications.push('v2.outbound.campaigns.c2', { id: 'c2', campaignStatus: 'on', version: 9 })
    await waitFor(() => expect(winback).toHaveTextContent('On'))
    // an older change that comes late (the platform does not promise order) changes nothing
    notifications.push('v2.outbound.campaigns.c2', { id: 'c2', campaignStatus: 'off', version: 8 })
    notifications.push('v2.outbound.schedules.campaigns.c1', { id: 'c1', version: 3, intervals: [] })
    await new Promise(resolve => setTimeout(resolve, 100))
    expect(winback).toHaveTextContent('On')

    // the page's own save comes back as an event of the version it has: nothing asked
    notifications.push('v2.outbound.schedules.campaigns.c1', { id: 'c1', version: 3, intervals: [] })
    // a schedule saved by someone else: the week is read again, once
    notifications.push('v2.outbound.schedules.campaigns.c3', { id: 'c3', version: 1, intervals: [] })
    notifications.push('v2.outbound.schedules.campaigns.c3', { id: 'c3', version: 2, intervals: [] })
    await waitFor(() => expect(gets).toBe(loads + 1))
    await new Promise(resolve => setTimeout(resolve, 400))
    expect(gets).toBe(loads + 1)
  })

  it('a person the platform does not let follow the schedules (their topics rejected): the page asks every 30 s', async () => {
    notifications.open = true
    notifications.forbidden = ['v2.outbound.schedules.campaigns.c1']
    renderWithProviders(<SchedulesPage />)
    await barOf(debtRecovery)
    await waitFor(() => expect(notifications.subscribed).toContain('v2.outbound.campaigns.c1'))
    expect(notifications.subscribed).not.toContain('v2.outbound.schedules.campaigns.c1')
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 30 s'))
  })

  it('says it is updating every 30 s when the platform refuses a channel', async () => {
    renderWithProviders(<SchedulesPage />)
    await barOf(debtRecovery)
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 30 s'))
  })
})
