import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { Role } from '@/shared/acl'
import type {
  CallableTimeSetRow,
  CallableTimeSetsAnswer,
  ScheduleCapabilities
} from '@/shared/schedules/scheduleTypes'
import { createTestRouter, mockMatchMedia, renderWithProviders, setupTestServer } from '@/testing'

import { CallableTimesPage } from './CallableTimesPage'

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

let role: Role = 'admin'
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Me',
      username: 'me',
      company: 'Demo Contact Centre',
      companyID: 'org',
      role,
      email: 'avery.admin@democc.example'
    }
  })
}))
const router = createTestRouter('/callable-time-sets')
jest.mock('next/router', () => ({ useRouter: () => router }))

const weekdays = (start: string, stop: string) =>
  ([1, 2, 3, 4, 5] as const).map(day => ({ day, start, stop }))
const sets = (): CallableTimeSetRow[] => [
  {
    id: 'cts-us',
    name: 'US daytime',
    version: 3,
    dateModified: '2026-11-01T10:00:00.000Z',
    callableTimes: [
      {
        timeZone: 'America/New_York',
        slots: [...weekdays('08:00', '21:00'), { day: 6, start: '09:00', stop: '17:00' }]
      }
    ],
    campaigns: [{ id: 'c1', name: 'Renewals', status: 'on' }]
  },
  {
    id: 'cts-eu',
    name: 'Europe office hours',
    version: 1,
    dateModified: null,
    callableTimes: [{ timeZone: 'Europe/Paris', slots: weekdays('09:00', '18:00') }],
    campaigns: []
  }
]
const allowed = { allowed: true } as const
const allCapabilities = (): ScheduleCapabilities => ({
  editSchedules: allowed,
  editCallableTimeSets: allowed,
  editSequences: allowed,
  runSequences: allowed
})
let capabilities = allCapabilities()
let failGet = false
let extraSets = 0
let gets = 0
const puts: unknown[] = []
let putAnswer: () => Response = () => HttpResponse.json(sets()[0])

const server = setupTestServer(
  http.get('/api/callable-time-sets', () => {
    gets += 1
    const many = Array.from({ length: extraSets }, (_, i) => ({
      ...sets()[1]!,
      id: `cts-${i + 1}`,
      name: `Set ${i + 1}`
    }))
    return failGet
      ? HttpResponse.json({ code: 'server.error', message: 'boom' }, { status: 503 })
      : HttpResponse.json<CallableTimeSetsAnswer>({ callableTimeSets: [...sets(), ...many], capabilities })
  }),
  http.put('/api/callable-time-sets/:id', async ({ request }) => {
    puts.push(await request.json())
    return putAnswer()
  })
)

// (a test's own handlers, server.use, end with it)
afterEach(() => server.resetHandlers())

beforeEach(() => {
  role = 'admin'
  capabilities = allCapabilities()
  failGet = false
  extraSets = 0
  gets = 0
  puts.length = 0
  putAnswer = () => HttpResponse.json(sets()[0])
  router.replace('/callable-time-sets')
  // (what an earlier test saved or deleted would otherwise be remembered for a minute: recentChanges.ts)
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})

const rowOf = (id: string) =>
  waitFor(() => {
    const found = screen
      .getByRole('grid', { name: /^Callable time sets of Demo Contact Centre/ })
      .querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
    if (!found) throw new Error(`No row ${id}`)
    return found
  })

describe('the callable time sets page', () => {
  it('lists each set with its zones, its hours in a line and the campaigns that use it', async () => {
    renderWithProviders(<CallableTimesPage />)
    const us = await rowOf('cts-us')
    expect(us).toHaveTextContent('US daytime')
    expect(us).toHaveTextContent('Mon–Fri 08:00–21:00, Sat 09:00–17:00 · America/New_York')
    expect(within(us).getByRole('link', { name: 'Renewals' })).toHaveAttribute('href', '/campaigns/c1')
    expect(us).toHaveTextContent('On')
    expect(await rowOf('cts-eu')).toHaveTextContent('No campaign')
    const now = screen.getByRole('table', { name: /Whether each set allows calls now/ })
    expect(within(now).getByRole('rowheader', { name: 'America/New_York' })).toBeInTheDocument()
    expect(within(now).getByRole('rowheader', { name: 'Europe/Paris' })).toBeInTheDocument()
  })

  it('pages the sets 25 at a time, by name, as every list; turning a page asks the server nothing', async () => {
    extraSets = 28
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    expect(await screen.findByText('1–25 of 30')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    // names as people read them: Set 2 before Set 10
    expect(await rowOf('cts-2')).toBeInTheDocument()
    const asked = gets
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }))
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument()
    expect(await rowOf('cts-us')).toHaveTextContent('US daytime')
    expect(gets).toBe(asked)
  })

  it('lets a keyboard user toggle hours and save them with the version read', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    const us = await rowOf('cts-us')
    await user.click(within(us).getByRole('button', { name: 'Edit US daytime' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit US daytime' })
    const grid = within(dialog).getByRole('grid', { name: 'Callable hours in America/New_York' })
    // The grid is one Tab stop: Monday 08:00 first.
    const monday8 = within(grid).getByRole('gridcell', { name: 'Monday 08:00–09:00, callable' })
    expect(monday8).toHaveAttribute('tabindex', '0')
    act(() => monday8.focus())
    await user.keyboard('{ArrowLeft}')
    expect(within(grid).getByRole('gridcell', { name: 'Monday 07:00–08:00, not callable' })).toHaveFocus()
    await user.keyboard(' ')
    expect(within(grid).getByRole('gridcell', { name: 'Monday 07:00–08:00, callable' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{End}')
    expect(within(grid).getByRole('gridcell', { name: 'Sunday 23:00–24:00, not callable' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(within(grid).getByRole('gridcell', { name: 'Sunday 23:00–24:00, callable' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      data: {
        name: 'US daytime',
        version: 3,
        callableTimes: [
          {
            timeZone: 'America/New_York',
            slots: [
              { day: 1, start: '07:00', stop: '21:00' },
              ...weekdays('08:00', '21:00').slice(1),
              { day: 6, start: '09:00', stop: '17:00' },
              { day: 7, start: '23:00', stop: '00:00' }
            ]
          }
        ]
      }
    })
    expect(await screen.findByText('US daytime was saved.')).toBeInTheDocument()
  })

  it('takes minutes in the exact times', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    await user.click(within(await rowOf('cts-eu')).getByRole('button', { name: 'Edit Europe office hours' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Europe office hours' })
    await user.click(within(dialog).getByRole('button', { name: 'Exact times' }))
    const to = within(dialog).getByLabelText('Friday, hours 1: to')
    await user.clear(to)
    await user.type(to, '16:30')
    expect(
      within(dialog).getByRole('gridcell', { name: 'Friday 16:00–17:00, partly callable' })
    ).toBeInTheDocument()
  })

  it('offers to reload a set someone else changed meanwhile (409)', async () => {
    const user = userEvent.setup()
    putAnswer = () =>
      HttpResponse.json({ code: 'callableTimeSet.conflict', message: 'stale' }, { status: 409 })
    renderWithProviders(<CallableTimesPage />)
    await user.click(within(await rowOf('cts-us')).getByRole('button', { name: 'Edit US daytime' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit US daytime' })
    await user.click(within(dialog).getByRole('gridcell', { name: 'Monday 07:00–08:00, not callable' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this set' })
    server.use(
      http.get('/api/callable-time-sets', () =>
        HttpResponse.json<CallableTimeSetsAnswer>({
          callableTimeSets: sets().map(set => (set.id === 'cts-us' ? { ...set, version: 4 } : set)),
          capabilities
        })
      )
    )
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Someone else changed this set' })).not.toBeInTheDocument()
    )
    // The set as it is now: the hour toggled before is gone, and the next save carries version 4.
    expect(
      within(dialog).getByRole('gridcell', { name: 'Monday 07:00–08:00, not callable' })
    ).toBeInTheDocument()
    putAnswer = () => HttpResponse.json(sets()[0])
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts).toHaveLength(2))
    expect((puts[1] as { data: { version: number } }).data.version).toBe(4)
  })

  it('refuses to delete a set campaigns use, naming them', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    await user.click(within(await rowOf('cts-us')).getByRole('button', { name: 'Delete US daytime' }))
    const dialog = await screen.findByRole('dialog', { name: 'US daytime is in use' })
    expect(dialog).toHaveTextContent('US daytime cannot be deleted while campaigns use it: Renewals.')
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('shows a client the sets without any control to change them', async () => {
    role = 'client'
    capabilities = { ...allCapabilities(), editCallableTimeSets: { allowed: false, reason: 'role' } }
    renderWithProviders(<CallableTimesPage />)
    const us = await rowOf('cts-us')
    expect(us).toHaveTextContent('Mon–Fri 08:00–21:00')
    expect(within(us).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New callable time set' })).not.toBeInTheDocument()
    expect(screen.getByTestId('callable-times-refusal')).toHaveTextContent(
      'Your role lets you read callable time sets, not change them.'
    )
  })

  it('says the sets could not be loaded when the list fails, never that there are none', async () => {
    failGet = true
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The callable time sets could not be loaded.')
    expect(screen.queryByText('No callable time sets yet.')).not.toBeInTheDocument()
    failGet = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await rowOf('cts-us')).toHaveTextContent('US daytime')
  })
})
