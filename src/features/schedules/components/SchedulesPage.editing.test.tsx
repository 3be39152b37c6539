import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'react-hot-toast'

import type { ScheduledCampaign, SchedulesAnswer } from '@/shared/schedules'
import {
  createTestRouter,
  mockMatchMedia,
  notificationHandlers,
  notifications,
  renderWithProviders,
  setupTestServer
} from '@/testing'

import { dateTexts } from '../model/dateFormat'
import { weekWindow } from '../model/weekWindow'
import { SchedulesPage } from './SchedulesPage'

// The week view made easy to edit (issue 33, finding 11): the readout of a drag and of the keys, one notice
// with Undo, New interval in the week shown, the week day by day on a phone.

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
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { id: 1, fullName: 'Me', username: 'me', company: 'Demo', companyID: 'org', role: 'admin' }
  })
}))
const router = createTestRouter('/schedules')
jest.mock('next/router', () => ({ useRouter: () => router }))

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
const week = weekWindow(Date.now(), zone, 0)
const tuesday = week.days[2]!.date
const nextSunday = weekWindow(Date.now() + 7 * 86_400_000, zone, 0).days[0]!.date
const dates = dateTexts('en', zone)

const debtRecovery = (version = 3, end = '17:00'): ScheduledCampaign => ({
  id: 'c1',
  name: 'Debt Recovery – East',
  status: 'on',
  dialingMode: 'preview',
  division: { id: 'd-east', name: 'East' },
  callableTimeSet: null,
  schedule: {
    timeZone: zone,
    intervals: [{ start: `${tuesday}T09:00`, end: `${tuesday}T${end}` }],
    recurrences: [],
    version,
    dateModified: null
  }
})
const sent: { intervals: unknown[]; version: number }[] = []
const server = setupTestServer(
  ...notificationHandlers,
  http.get('/api/schedules', () =>
    HttpResponse.json<SchedulesAnswer>({
      campaigns: [debtRecovery()],
      callableTimeSets: [],
      capabilities: {
        editSchedules: { allowed: true },
        editCallableTimeSets: { allowed: true },
        editSequences: { allowed: true },
        runSequences: { allowed: true }
      },
      activeLimit: 50
    })
  ),
  http.put('/api/campaigns/:id/schedule', async ({ request }) => {
    const { data } = (await request.json()) as { data: { intervals: { end: string }[]; version: number } }
    sent.push(data)
    return HttpResponse.json<ScheduledCampaign>(
      debtRecovery(data.version + 1, data.intervals[0]!.end.slice(11))
    )
  })
)

beforeEach(() => {
  sent.length = 0
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})
afterEach(() => {
  server.resetHandlers()
  notifications.reset()
})

const bar = () => waitFor(() => screen.getByRole('button', { name: /^Debt Recovery – East, Tue / }))
/** what the page's polite regions say (the toasts' own apart) */
const said = () =>
  screen
    .getAllByRole('status')
    .filter(region => !region.closest('[data-rht-toaster]'))
    .map(region => region.textContent)
/** Tuesday's run from 9:00 to `end`, and the change, as the readout writes them */
const readout = (end: string, change: string) =>
  `Tue ${dates.time(Date.parse(`${tuesday}T09:00`))}–${dates.time(Date.parse(`${tuesday}T${end}`))} (${change})`

/** The pointer on Tuesday's run's end handle, dragged by `hours` on a week 700 px wide (100 px a day). */
async function dragEnd(hours: number, release = true) {
  const run = await bar()
  const track = screen.getByTestId('timeline-c1')
  // (the handles are drawn in the row the pointer comes into)
  fireEvent.pointerEnter(track)
  const handle = within(run).getByTestId('bar-end')
  jest.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: 700, left: 0 } as DOMRect)
  fireEvent.pointerDown(handle, { button: 0, clientX: 300, pointerId: 1 })
  fireEvent.pointerMove(handle, { clientX: 300 + (100 / 24) * hours, pointerId: 1 })
  if (release) fireEvent.pointerUp(handle, { clientX: 300 + (100 / 24) * hours, pointerId: 1 })
}

describe('editing the week', () => {
  it('reads out the new times and the change while the end is dragged, and says it once saved', async () => {
    renderWithProviders(<SchedulesPage />)
    await dragEnd(3.25, false)
    expect(screen.getByTestId('drag-readout')).toHaveTextContent(readout('20:15', '+3 h 15 min'))
    fireEvent.pointerUp(within(await bar()).getByTestId('bar-end'), { pointerId: 1 })
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ version: 3 })]))
    expect(screen.queryByTestId('drag-readout')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(said()).toContain(`Debt Recovery – East: ${readout('20:15', '+3 h 15 min')}, saved.`)
    )
  })

  it('shows one notice with Undo however many changes are saved in a row', async () => {
    renderWithProviders(
      <>
        <SchedulesPage />
        <Toaster />
      </>
    )
    await dragEnd(1)
    await waitFor(() => expect(sent).toHaveLength(1))
    await screen.findByRole('button', { name: 'Undo' })
    await dragEnd(1)
    await waitFor(() => expect(sent).toHaveLength(2))
    // the second change's notice, in the place of the first
    await screen.findByText(`Debt Recovery – East: ${readout('19:00', '+1 h')}, saved.`, {
      selector: '[data-rht-toaster] span'
    })
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1)
  })

  it('changes a run’s end with Shift and the arrows, saying each step, and saves it with Enter', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SchedulesPage />)
    ;(await bar()).focus()
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}')
    expect(said()).toContain(readout('17:45', '+45 min'))
    expect(sent).toEqual([])
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ intervals: [{ start: `${tuesday}T09:00`, end: `${tuesday}T17:45` }] })
      ])
    )
    // Enter saved the change: it opened no form
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('starts a new run on the first day of the week shown, in the zone shown, not today', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SchedulesPage />)
    await bar()
    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await user.click(screen.getByRole('button', { name: 'New interval' }))
    const dialog = await screen.findByRole('dialog', { name: 'New interval' })
    expect(within(dialog).getByLabelText(/^Start/)).toHaveValue(`${nextSunday}T09:00`)
    expect(within(dialog).getByLabelText(/^End/)).toHaveValue(`${nextSunday}T10:00`)
    expect(within(dialog).getByRole('combobox', { name: /^Time zone/ })).toHaveValue(zone)
  })

  it('lists the week’s runs day by day on a phone, each opening its run', async () => {
    const user = userEvent.setup()
    mockMatchMedia(query => query.includes('max-width:599.95px'))
    renderWithProviders(<SchedulesPage />)
    const agenda = await screen.findByRole('region', { name: "This week's runs, day by day" })
    const tuesdayRuns = within(agenda).getByRole('region', {
      name: `Tue ${dates.dayMonth(week.days[2]!.start)}`
    })
    const run = within(tuesdayRuns).getByRole('button', { name: /^Debt Recovery – East, Tue / })
    expect(run).toHaveTextContent(
      `${dates.time(Date.parse(`${tuesday}T09:00`))}–${dates.time(Date.parse(`${tuesday}T17:00`))}`
    )
    expect(within(agenda).getAllByText('Nothing scheduled.')).toHaveLength(6)
    await user.click(run)
    expect(await screen.findByRole('dialog', { name: 'Run of Debt Recovery – East' })).toBeInTheDocument()
  })
})
