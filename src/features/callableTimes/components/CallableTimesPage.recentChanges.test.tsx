import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { CallableTimeSetRow, CallableTimeSetsAnswer } from '@/shared/schedules/scheduleTypes'
import { createTestRouter, mockMatchMedia, renderWithProviders, setupTestServer } from '@/testing'

import { CallableTimesPage } from './CallableTimesPage'

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
const router = createTestRouter('/callable-time-sets')
jest.mock('next/router', () => ({ useRouter: () => router }))

const set = (id: string, name: string, version: number): CallableTimeSetRow => ({
  id,
  name,
  version,
  dateModified: null,
  callableTimes: [{ timeZone: 'Europe/Paris', slots: [{ day: 1, start: '09:00', stop: '18:00' }] }],
  campaigns: []
})
const allowed = { allowed: true } as const
let gets = 0

// Genesys Cloud's listing lags behind the person's changes (the emulator's realism mode does the same): the list
// the server answers keeps both sets as they were, whatever is deleted or saved.
setupTestServer(
  http.get('/api/callable-time-sets', () => {
    gets++
    return HttpResponse.json<CallableTimeSetsAnswer>({
      callableTimeSets: [set('cts-eu', 'Europe office hours', 1), set('cts-us', 'US daytime', 3)],
      capabilities: {
        editSchedules: allowed,
        editCallableTimeSets: allowed,
        editSequences: allowed,
        runSequences: allowed
      }
    })
  }),
  http.delete('/api/callable-time-sets/:id', () => new HttpResponse(null, { status: 204 })),
  http.put('/api/callable-time-sets/:id', () => HttpResponse.json(set('cts-us', 'US evenings', 4)))
)

beforeEach(() => {
  gets = 0
  router.replace('/callable-time-sets')
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})

const grid = () => screen.getByRole('grid', { name: /^Callable time sets of Demo Contact Centre/ })
const rowOf = (id: string) =>
  waitFor(() => {
    const found = grid().querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
    if (!found) throw new Error(`No row ${id}`)
    return found
  })

describe('the callable time sets, while Genesys Cloud’s listing lags behind', () => {
  it('keeps a set deleted here gone, and a set saved here at its new version', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CallableTimesPage />)
    await user.click(
      within(await rowOf('cts-eu')).getByRole('button', { name: 'Delete Europe office hours' })
    )
    const confirm = await screen.findByRole('dialog', { name: 'Delete Europe office hours?' })
    const loads = gets
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Europe office hours was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(gets).toBeGreaterThan(loads))
    await waitFor(() => expect(grid().querySelector('[data-id="cts-eu"]')).toBeNull())

    await user.click(within(await rowOf('cts-us')).getByRole('button', { name: 'Edit US daytime' }))
    const editor = await screen.findByRole('dialog', { name: 'Edit US daytime' })
    const again = gets
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(gets).toBeGreaterThan(again))
    await waitFor(async () => expect(await rowOf('cts-us')).toHaveTextContent('US evenings'))
    expect(grid().querySelector('[data-id="cts-eu"]')).toBeNull()
  })
})
