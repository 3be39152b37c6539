import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { Role } from '@/shared/acl'
import type { ScheduleCapabilities, SequenceRow, SequencesAnswer } from '@/shared/schedules/scheduleTypes'
import {
  createTestRouter,
  mockMatchMedia,
  notificationHandlers,
  notifications,
  renderWithProviders,
  setupTestServer
} from '@/testing'

import { SequencesPage } from './SequencesPage'

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
const router = createTestRouter('/sequences')
jest.mock('next/router', () => ({ useRouter: () => router }))

const sequences = (): SequenceRow[] => [
  {
    id: 'seq-1',
    name: 'Spring push',
    version: 5,
    status: 'on',
    currentCampaign: 1,
    repeat: true,
    stopMessage: null,
    campaigns: [
      { id: 'c1', name: 'Renewals', status: 'complete' },
      { id: 'c2', name: 'Arrears', status: 'on' },
      { id: 'c3', name: 'Win-back', status: 'off' }
    ],
    schedule: null
  },
  {
    id: 'seq-2',
    name: 'Autumn',
    version: 2,
    status: 'off',
    currentCampaign: 0,
    repeat: false,
    stopMessage: 'Campaign Surveys has no contact list.',
    campaigns: [{ id: 'c4', name: 'Surveys', status: 'invalid' }],
    schedule: null
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
let gets = 0
/** the sequence as the server answers it now (a change pushed by the platform makes the next answer differ) */
let moved = false
const sent: { method: string; path: string; body: unknown }[] = []

const answered = (): SequenceRow[] =>
  moved
    ? sequences().map(row =>
        row.id === 'seq-1'
          ? {
              ...row,
              currentCampaign: 2,
              campaigns: [
                row.campaigns[0]!,
                { ...row.campaigns[1]!, status: 'complete' },
                { ...row.campaigns[2]!, status: 'on' }
              ]
            }
          : row
      )
    : sequences()

const server = setupTestServer(
  ...notificationHandlers,
  http.get('/api/sequences', () => {
    gets++
    return failGet
      ? HttpResponse.json({ code: 'server.error', message: 'boom' }, { status: 503 })
      : HttpResponse.json<SequencesAnswer>({
          sequences: answered(),
          campaigns: [
            { id: 'c1', name: 'Renewals', status: 'complete' },
            { id: 'c2', name: 'Arrears', status: 'on' },
            { id: 'c3', name: 'Win-back', status: 'off' },
            { id: 'c4', name: 'Surveys', status: 'invalid' },
            { id: 'c5', name: 'Upsell', status: 'off' }
          ],
          capabilities
        })
  }),
  http.put('/api/sequences/:id', async ({ request, params }) => {
    sent.push({ method: 'PUT', path: String(params.id), body: await request.json() })
    return HttpResponse.json(sequences()[0])
  }),
  http.post('/api/sequences/:id/status', async ({ request, params }) => {
    sent.push({ method: 'POST', path: `${String(params.id)}/status`, body: await request.json() })
    return HttpResponse.json(sequences()[0])
  })
)

afterEach(() => {
  server.resetHandlers()
  notifications.reset()
})

beforeEach(() => {
  role = 'admin'
  capabilities = allCapabilities()
  failGet = false
  gets = 0
  moved = false
  sent.length = 0
  router.replace('/sequences')
  // (what an earlier test saved or deleted would otherwise be remembered for a minute: recentChanges.ts)
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})

const rowOf = (id: string) =>
  waitFor(() => {
    const found = screen
      .getByRole('grid', { name: /^Sequences of Demo Contact Centre/ })
      .querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
    if (!found) throw new Error(`No row ${id}`)
    return found
  })

describe('the sequences page', () => {
  it('lists each sequence with its campaigns in order, the current one marked, and why the platform stopped one', async () => {
    renderWithProviders(<SequencesPage />)
    const spring = await rowOf('seq-1')
    const order = within(spring).getAllByRole('listitem')
    expect(order.map(item => item.textContent)).toEqual([
      'Renewals · Complete',
      '→Arrears · On (current)',
      '→Win-back · Off'
    ])
    expect(order[1]).toHaveAttribute('aria-current', 'step')
    expect(spring).toHaveTextContent('Repeats')
    const autumn = await rowOf('seq-2')
    expect(autumn).toHaveTextContent('Off · stopped by Genesys Cloud')
    expect(autumn).toHaveTextContent('Once')
    expect(screen.getByTestId('sequences-stopped')).toHaveTextContent(
      'Genesys Cloud stopped Autumn: Campaign Surveys has no contact list.'
    )
  })

  it('reorders campaigns by keyboard, announces the new place and sends the new order', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SequencesPage />)
    await user.click(within(await rowOf('seq-1')).getByRole('button', { name: 'Edit Spring push' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring push' })
    act(() => within(dialog).getByRole('button', { name: 'Move Win-back up' }).focus())
    await user.keyboard('{Enter}')
    expect(within(dialog).getByText('Win-back moved to position 2 of 3.')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move Win-back up' })).toHaveFocus()
    )
    await user.keyboard('{Enter}')
    expect(within(dialog).getByText('Win-back moved to position 1 of 3.')).toBeInTheDocument()
    // At the top the "up" button is no more: the focus is on "down".
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move Win-back down' })).toHaveFocus()
    )
    const list = within(dialog).getByRole('list', { name: 'Campaigns in order' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual([
      expect.stringContaining('Win-back'),
      expect.stringContaining('Renewals'),
      expect.stringContaining('Arrears')
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: 'seq-1',
      body: { data: { name: 'Spring push', campaignIds: ['c3', 'c1', 'c2'], repeat: true, version: 5 } }
    })
  })

  it('adds a campaign picked from those a sequence may hold', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SequencesPage />)
    await user.click(within(await rowOf('seq-2')).getByRole('button', { name: 'Edit Autumn' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Autumn' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Add a campaign' }))
    await user.click(await screen.findByRole('option', { name: /Upsell/ }))
    expect(within(dialog).getByText('Upsell added at position 2.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('switch', { name: /Start again from the first campaign/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toEqual({
      data: { name: 'Autumn', campaignIds: ['c4', 'c5'], repeat: true, version: 2 }
    })
  })

  it('starts a sequence after a confirmation that says which campaign dials first, and stops one after confirmation', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SequencesPage />)
    // (issue 33, finding 8) a start dials at once: it is asked first, naming the campaign that dials
    await user.click(within(await rowOf('seq-2')).getByRole('button', { name: 'Start Autumn' }))
    let ask = await screen.findByRole('dialog', { name: 'Start Autumn?' })
    expect(ask).toHaveAccessibleDescription(
      "Surveys (campaign 1 of 1) starts dialing at once; the sequence's next campaigns follow it in order."
    )
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Autumn?' })).toBeNull())
    expect(sent).toHaveLength(0)

    await user.click(within(await rowOf('seq-2')).getByRole('button', { name: 'Start Autumn' }))
    ask = await screen.findByRole('dialog', { name: 'Start Autumn?' })
    await user.click(within(ask).getByRole('button', { name: 'Start dialing' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ method: 'POST', path: 'seq-2/status', body: { data: { status: 'on' } } })
    expect(await screen.findByText('Autumn was started.')).toBeInTheDocument()

    await user.click(within(await rowOf('seq-1')).getByRole('button', { name: 'Stop Spring push' }))
    const confirm = await screen.findByRole('dialog', { name: 'Stop Spring push?' })
    expect(sent).toHaveLength(1)
    await user.click(within(confirm).getByRole('button', { name: 'Stop' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toEqual({ method: 'POST', path: 'seq-1/status', body: { data: { status: 'off' } } })
    expect(await screen.findByText('Spring push was stopped.')).toBeInTheDocument()
  })

  it('offers to reload a sequence someone else changed meanwhile (409)', async () => {
    const user = userEvent.setup()
    server.use(
      http.put('/api/sequences/:id', () =>
        HttpResponse.json(
          {
            code: 'sequence.conflict',
            message: 'stale',
            current: { ...sequences()[0], version: 6, repeat: false }
          },
          { status: 409 }
        )
      )
    )
    renderWithProviders(<SequencesPage />)
    await user.click(within(await rowOf('seq-1')).getByRole('button', { name: 'Edit Spring push' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring push' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this sequence' })
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }))
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Someone else changed this sequence' })
      ).not.toBeInTheDocument()
    )
    expect(
      within(dialog).getByRole('switch', { name: /Start again from the first campaign/ })
    ).not.toBeChecked()
  })

  it('shows a person without the permission no control, and says why', async () => {
    capabilities = {
      ...allCapabilities(),
      editSequences: { allowed: false, reason: 'platform', permission: 'outbound:campaignSequence:edit' },
      runSequences: { allowed: false, reason: 'platform', permission: 'outbound:campaignSequence:edit' }
    }
    renderWithProviders(<SequencesPage />)
    const spring = await rowOf('seq-1')
    expect(within(spring).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New sequence' })).not.toBeInTheDocument()
    expect(screen.getByTestId('sequences-refusal')).toHaveTextContent(
      'You may look at sequences but not change, start or stop them. You need the Genesys Cloud permission “Edit sequences” (outbound:campaignSequence:edit).'
    )
  })

  it('shows a client the sequences without any control to change, start or stop them', async () => {
    role = 'client'
    capabilities = {
      ...allCapabilities(),
      editSequences: { allowed: false, reason: 'role' },
      runSequences: { allowed: false, reason: 'role' }
    }
    renderWithProviders(<SequencesPage />)
    const spring = await rowOf('seq-1')
    expect(spring).toHaveTextContent('Arrears')
    expect(within(spring).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New sequence' })).not.toBeInTheDocument()
    expect(screen.getByTestId('sequences-refusal')).toHaveTextContent(
      'Your role lets you read sequences, not change, start or stop them.'
    )
  })

  it('keeps a deleted sequence gone and a saved one at its new version while Genesys Cloud still lists them as they were', async () => {
    // the platform's listing lags behind (as the emulator's realism mode does): GET answers the old list throughout
    const user = userEvent.setup()
    server.use(
      http.delete('/api/sequences/:id', ({ params }) => {
        sent.push({ method: 'DELETE', path: String(params.id), body: null })
        return new HttpResponse(null, { status: 204 })
      }),
      http.put('/api/sequences/:id', () =>
        HttpResponse.json({ ...sequences()[0], name: 'Spring push (weekdays)', version: 6 })
      )
    )
    renderWithProviders(<SequencesPage />)
    await user.click(within(await rowOf('seq-2')).getByRole('button', { name: 'Delete Autumn' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete Autumn?' })
    const loads = gets
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Autumn was deleted.')).toBeInTheDocument()
    // the list is read again after the delete, and still has it
    await waitFor(() => expect(gets).toBeGreaterThan(loads))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Autumn/ })).not.toBeInTheDocument())

    await user.click(within(await rowOf('seq-1')).getByRole('button', { name: 'Edit Spring push' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring push' })
    const again = gets
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(gets).toBeGreaterThan(again))
    expect(await rowOf('seq-1')).toHaveTextContent('Spring push (weekdays)')
    expect(screen.queryByRole('row', { name: /Autumn/ })).not.toBeInTheDocument()
  })

  it('says the sequences could not be loaded when the list fails, never that there are none', async () => {
    failGet = true
    renderWithProviders(<SequencesPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The sequences could not be loaded.')
    expect(screen.queryByText('No sequences yet.')).not.toBeInTheDocument()
  })
})

describe('the sequences page, live (Genesys Cloud notifications)', () => {
  it('follows each sequence and its campaigns, and reads the list again once for a burst of changes', async () => {
    notifications.open = true
    renderWithProviders(<SequencesPage />)
    const spring = await rowOf('seq-1')
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    expect(notifications.subscribed).toEqual(
      expect.arrayContaining([
        'v2.outbound.sequences.seq-1',
        'v2.outbound.campaigns.c2',
        'v2.outbound.campaigns.c4'
      ])
    )
    const loads = gets

    // the sequence moves on: its campaign completes, the next starts, the sequence says so
    moved = true
    notifications.push('v2.outbound.campaigns.c2', { id: 'c2', campaignStatus: 'complete', version: 4 })
    notifications.push('v2.outbound.campaigns.c3', { id: 'c3', campaignStatus: 'on', version: 2 })
    notifications.push('v2.outbound.sequences.seq-1', { id: 'seq-1', status: 'on', currentCampaign: 2 })
    await waitFor(() =>
      expect(
        within(spring)
          .getAllByRole('listitem')
          .map(item => item.textContent)
      ).toEqual(['Renewals · Complete', '→Arrears · Complete', '→Win-back · On (current)'])
    )
    expect(gets).toBe(loads + 1)
  })

  it('a person the platform does not let follow the sequences (their topics rejected): the channel stays, the page asks every 30 s', async () => {
    notifications.open = true
    notifications.forbidden = ['v2.outbound.sequences.seq-1', 'v2.outbound.sequences.seq-2']
    renderWithProviders(<SequencesPage />)
    await rowOf('seq-1')
    await waitFor(() => expect(notifications.subscribed).toContain('v2.outbound.campaigns.c2'))
    expect(notifications.subscribed).not.toContain('v2.outbound.sequences.seq-1')
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 30 s'))
  })

  it('says it is updating every 30 s when the platform refuses a channel', async () => {
    renderWithProviders(<SequencesPage />)
    await rowOf('seq-1')
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 30 s'))
  })
})
