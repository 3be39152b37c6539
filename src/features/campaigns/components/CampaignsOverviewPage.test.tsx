import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import { loadAclEngine } from '@/features/acl'
import type { Role } from '@/shared/acl'
import type { BulkActionRequest, CampaignOverview, CampaignRow } from '@/shared/campaigns/campaignTypes'
import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'
import { notify } from '@/shared/ui/notify'
import { notifyAlert } from '@/shared/ui/notifyAlert'
import { renderWithProviders } from '@/testing'

import { allowedEverything, campaignRow, overviewOf } from '../testing/fixtures'
import { notificationHandlers, notifications } from '@/testing'
import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'
import { campaignsApi } from '../api/campaignsApi'
import { prefetchOverview } from '../api/overviewPrefetch'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import { CampaignsOverviewPage } from './CampaignsOverviewPage'

// MUI tables with switches and tooltips render slowly under jsdom.
jest.setTimeout(20_000)

jest.mock('@/shared/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }))
jest.mock('@/shared/ui/notifyAlert', () => ({ notifyAlert: jest.fn() }))

let me: { role: Role } = { role: 'supervisor' }
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Sam Supervisor',
      username: 'sam',
      email: 'sam@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org',
      ...me
    }
  })
}))

// The address bar: the overview starts from its query and keeps it up to date (shallow replace).
const router = {
  isReady: true,
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string>,
  replace: jest.fn(async (url: string) => {
    router.asPath = url
    return true
  })
}
jest.mock('next/router', () => ({ useRouter: () => router }))

let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value
  document.dispatchEvent(new Event('visibilitychange'))
}

let rows: CampaignRow[] = []
let answer: (url: URL) => CampaignOverview | Response = () => overviewOf(rows)
const lists: URL[] = []
const actions: BulkActionRequest[] = []
/** the ids of each POST /api/campaigns/performance, and what it answers */
const liveReads: string[][] = []
let liveAnswer: (ids: string[]) => CampaignLiveFiguresAnswer = () => ({ readAt: '', campaigns: [] })
let actionAnswer: (body: BulkActionRequest) => Response = body =>
  HttpResponse.json({ action: body.action, results: body.ids.map(id => ({ id, ok: true, status: 'on' })) })

const server = setupServer(
  ...notificationHandlers,
  http.get('/api/campaigns', ({ request }) => {
    const url = new URL(request.url)
    lists.push(url)
    const result = answer(url)
    return result instanceof Response ? result : HttpResponse.json(result)
  }),
  http.post('/api/campaigns/actions', async ({ request }) => {
    const body = ((await request.json()) as { data: BulkActionRequest }).data
    actions.push(body)
    return actionAnswer(body)
  }),
  http.post('/api/campaigns/performance', async ({ request }) => {
    const { ids } = ((await request.json()) as { data: { ids: string[] } }).data
    liveReads.push(ids)
    return HttpResponse.json(liveAnswer(ids))
  })
)

const lastQuery = () => Object.fromEntries(lists.at(-1)!.searchParams)
const table = () => screen.getByTestId('campaigns-table')
// By the row's campaign id: much cheaper than role queries over the whole table (accessible names of every cell).
const rowOf = (name: string) => {
  const id = `id-${name.toLowerCase().replace(/\W+/g, '-')}`
  const row = screen.getAllByTestId('campaign-row').find(element => element.getAttribute('data-id') === id)
  if (!row) throw new Error(`No row for ${name}`)
  return row
}

async function renderLoaded() {
  const user = userEvent.setup()
  renderWithProviders(<CampaignsOverviewPage />)
  await screen.findByRole('link', { name: 'Spring renewals' })
  return user
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadAclEngine()
})
afterAll(() => server.close())
beforeEach(() => {
  me = { role: 'supervisor' }
  visibility = 'visible'
  rows = [
    campaignRow('Spring renewals', {
      status: 'on',
      pace: { contactsPerMinute: 3.5, etaSeconds: 80 * 60, sampledAt: '2026-11-21T10:42:00.000Z' }
    }),
    campaignRow('Winback', { status: 'off', dialingMode: 'preview', progress: null }),
    campaignRow('Survey', { status: 'off', dialingMode: 'agentless' }),
    campaignRow('Broken', { status: 'invalid', errors: ['The contact list has no phone column.'] }),
    campaignRow('Finished', { status: 'complete', progress: { called: 50, total: 50, percentage: 100 } })
  ]
  answer = () => overviewOf(rows)
  actionAnswer = body =>
    HttpResponse.json({ action: body.action, results: body.ids.map(id => ({ id, ok: true, status: 'on' })) })
  lists.length = 0
  actions.length = 0
  // (what an earlier test deleted would otherwise be remembered for a minute: recentChanges.ts)
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  sessionStorage.clear()
  router.asPath = '/'
  router.query = {}
  router.replace.mockClear()
  jest.mocked(notify.success).mockClear()
  jest.mocked(notify.error).mockClear()
})
afterEach(() => {
  jest.useRealTimers()
  notifications.reset()
})

describe('the campaigns overview', () => {
  it('shows the summary, the rows with status, progress, pace and ETA, and the first query', async () => {
    await renderLoaded()
    expect(
      within(table()).getByRole('grid', { name: /^Campaigns, sorted by Name, ascending/ })
    ).toBeInTheDocument()
    expect(lastQuery()).toEqual({ sort: 'name:asc', page: '1', pageSize: '25', performance: '1' })
    expect(lists[0]!.pathname).toBe('/api/campaigns')
    const summary = screen.getByRole('list', { name: 'Campaigns by status' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual(['Campaigns5', 'On1', 'Stopping0', 'Off2', 'Complete1', 'Invalid1', 'Contacts remaining840'])
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument()
    expect(screen.getByTestId('updated-at')).toHaveTextContent(/^Updated \d{1,2}:\d{2}:\d{2}/)

    const spring = rowOf('Spring renewals')
    expect(within(spring).getByRole('switch', { name: 'Run Spring renewals' })).toBeChecked()
    const bar = within(spring).getByRole('progressbar', { name: 'Progress of Spring renewals' })
    expect(bar).toHaveAttribute('aria-valuenow', '30')
    expect(bar).toHaveAttribute('aria-valuetext', '120 of 400 contacts called (30%)')
    expect(spring).toHaveTextContent('3.5/min')
    expect(spring).toHaveTextContent('1 h 20 min')
    expect(within(spring).getByRole('link', { name: 'Spring renewals' })).toHaveAttribute(
      'href',
      '/campaigns/id-spring-renewals'
    )
    expect(within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })).not.toBeChecked()
    expect(within(rowOf('Winback')).queryByRole('progressbar')).not.toBeInTheDocument()
    // invalid: the errors, no switch; complete: a check mark, no switch
    expect(within(rowOf('Broken')).queryByRole('switch')).not.toBeInTheDocument()
    expect(
      within(rowOf('Broken')).getByRole('button', { name: 'Why Broken is invalid' })
    ).toHaveAccessibleDescription('The contact list has no phone column.')
    expect(within(rowOf('Finished')).queryByRole('switch')).not.toBeInTheDocument()
    expect(rowOf('Finished')).toHaveTextContent('Complete')
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute('href', '/campaigns/new')
  })

  it('leaves out a campaign just deleted (its page) while Genesys Cloud still lists it, and out of the counts', async () => {
    // the campaign page deletes through the same endpoint; the platform's listing lags behind the delete
    server.use(http.delete('/api/campaigns/:id', ({ params }) => HttpResponse.json({ id: params.id })))
    await createDataStore(sessionTransport)
      .dispatch(campaignsApi.endpoints.deleteCampaign.initiate('id-winback'))
      .unwrap()
    await renderLoaded()
    expect(screen.getAllByTestId('campaign-row').map(row => row.getAttribute('data-id'))).not.toContain(
      'id-winback'
    )
    expect(
      within(screen.getByRole('list', { name: 'Campaigns by status' }))
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual(['Campaigns4', 'On1', 'Stopping0', 'Off1', 'Complete1', 'Invalid1', 'Contacts remaining840'])
  })

  it('opens on the answer asked for ahead of it (right after a sign-in): the grid at once, no placeholder, no second question', async () => {
    await prefetchOverview()
    expect(lists).toHaveLength(1)
    renderWithProviders(<CampaignsOverviewPage />)
    // the first render is the grid with the answer, not the placeholder that stands in before one
    expect(table()).not.toHaveAttribute('aria-hidden')
    expect(await screen.findByRole('link', { name: 'Spring renewals' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^On\s*1$/ })).toBeInTheDocument()
    // the answer is the page's first: nothing asked again at once (the next refresh comes after an interval)
    await act(() => new Promise(resolve => setTimeout(resolve, 300)))
    expect(lists.filter(url => url.searchParams.get('recheck') === null)).toHaveLength(1)
  })

  it('sorts, filters and pages on the server; aria-sort tells the order', async () => {
    const user = await renderLoaded()
    const header = (name: string) => screen.getByRole('columnheader', { name })
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    await user.click(header('Last modified'))
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'dateModified:desc', page: '1' }))
    expect(header('Last modified')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Name')).toHaveAttribute('aria-sort', 'none')

    await user.click(screen.getByRole('combobox', { name: /^Status/ }))
    const listbox = await screen.findByRole('listbox')
    await user.click(within(listbox).getByRole('option', { name: 'On' }))
    await user.click(within(listbox).getByRole('option', { name: 'Stopping' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'on,stopping' }))

    await user.click(screen.getByRole('combobox', { name: /^Division/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Home' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'on,stopping', divisionId: 'd-1' }))

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '100' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageSize: '100', page: '1' }))
  })

  it('opens at the query in the address, and keeps the address and the way back up to date', async () => {
    router.query = { status: 'on,off', sort: 'priority:desc', page: '2', pageSize: '50', junk: 'x' }
    router.asPath = '/?status=on%2Coff&sort=priority%3Adesc&page=2&pageSize=50&junk=x'
    const user = await renderLoaded()
    // one request, with the address's query (not the defaults first)
    expect(lists.map(url => Object.fromEntries(url.searchParams))).toEqual([
      { status: 'on,off', sort: 'priority:desc', page: '2', pageSize: '50', performance: '1' }
    ])
    expect(screen.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('On, Off')
    // the address is left as it came (a link's own spelling, its other parameters) until something changes
    expect(router.replace).not.toHaveBeenCalled()

    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'spring')
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'spring', page: '1' }))
    // then the overview's parameters follow the query; the others stay
    await waitFor(() =>
      expect(router.asPath).toBe('/?junk=x&q=spring&status=on%2Coff&sort=priority%3Adesc&pageSize=50')
    )
    expect(router.replace).toHaveBeenCalledTimes(1)
    // the way back keeps the overview's own parameters only
    expect(sessionStorage.getItem('campaigns.overviewSearch')).toBe(
      '?q=spring&status=on%2Coff&sort=priority%3Adesc&pageSize=50'
    )
  })

  it('leaves the address alone while the query is the default one, whatever else it holds', async () => {
    router.query = { view: 'mine' }
    router.asPath = '/?view=mine'
    await renderLoaded()
    expect(lastQuery()).toEqual({ sort: 'name:asc', page: '1', pageSize: '25', performance: '1' })
    expect(router.replace).not.toHaveBeenCalled()
    expect(sessionStorage.getItem('campaigns.overviewSearch')).toBe('')
  })

  it('searches once typing pauses', async () => {
    const user = await renderLoaded()
    const before = lists.length
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'spring')
    expect(lists).toHaveLength(before)
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'spring' }))
    expect(lists.slice(before).map(url => url.searchParams.get('q'))).toEqual(['spring'])
  })

  it('pages forward with the next-page button', async () => {
    rows = Array.from({ length: 25 }, (_, index) => campaignRow(`Campaign ${index + 1}`))
    rows[0] = campaignRow('Spring renewals')
    answer = () => ({ ...overviewOf(rows), total: 60 })
    const user = await renderLoaded()
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', pageSize: '25' }))
    expect(within(table()).getByRole('grid')).toHaveAccessibleName(
      'Campaigns, sorted by Name, ascending. Page 2 of 3.'
    )
  })

  it('the summary filters: "On" asks for campaigns that are on and shows it is pressed; pressed again, all', async () => {
    const user = await renderLoaded()
    const on = screen.getByRole('button', { name: /^On\s*1$/ })
    expect(on).toHaveAttribute('aria-pressed', 'false')
    await user.click(on)
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'on', page: '1' }))
    expect(on).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('On')
    await user.click(on)
    await waitFor(() => expect(lastQuery().status).toBeUndefined())
    expect(on).toHaveAttribute('aria-pressed', 'false')
  })

  it('nothing loaded: one message with Retry, never "no campaigns match", no "0–0 of 0", no pulsing summary', async () => {
    answer = () => HttpResponse.json({ message: 'Down.', code: 'platform.unavailable' }, { status: 502 })
    const user = userEvent.setup()
    renderWithProviders(<CampaignsOverviewPage />)
    const problem = await screen.findByTestId('load-problem')
    expect(problem).toHaveTextContent(
      'The campaigns could not be loaded. Genesys Cloud could not be reached.'
    )
    expect(screen.queryByText('No campaigns match your search or filters.')).not.toBeInTheDocument()
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument()
    expect(screen.getByTestId('summary-on')).toHaveTextContent('On—')
    answer = () => overviewOf(rows)
    await user.click(within(problem).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('link', { name: 'Spring renewals' })
    expect(screen.queryByTestId('load-problem')).not.toBeInTheDocument()
  })

  it('remembers the density per person, and ignores a stored choice that is not valid', async () => {
    localStorage.setItem('grid.campaigns.sam@democc.example', '{"density":"huge","hidden":["nope"]}')
    const user = await renderLoaded()
    const density = screen.getByRole('combobox', { name: /^Density/ })
    // not valid: the default (standard below 1200 px, which jsdom is)
    expect(density).toHaveTextContent('Standard')
    await user.click(density)
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Compact' }))
    expect(density).toHaveTextContent('Compact')
    expect(JSON.parse(localStorage.getItem('grid.campaigns.sam@democc.example')!)).toMatchObject({
      density: 'compact',
      hidden: []
    })
  })

  it('moves a column from its menu, and remembers the order per person', async () => {
    const user = await renderLoaded()
    const headers = () =>
      screen
        .getAllByRole('columnheader')
        .map(header => header.getAttribute('data-field'))
        .filter(field => field !== '__check__')
    expect(headers().slice(0, 3)).toEqual(['name', 'status', 'dialingMode'])
    const status = screen.getAllByRole('columnheader').find(h => h.getAttribute('data-field') === 'status')!
    await user.click(status.querySelector<HTMLElement>('[aria-label="Status column menu"]')!)
    const menu = await screen.findByRole('menu')
    // the first column cannot go further left; Status can
    await user.click(within(menu).getByRole('menuitem', { name: 'Move column left' }))
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['status', 'name', 'dialingMode']))
    expect(JSON.parse(localStorage.getItem('grid.campaigns.sam@democc.example')!).order.slice(0, 3)).toEqual([
      'status',
      'name',
      'dialingMode'
    ])
    const name = screen.getAllByRole('columnheader').find(h => h.getAttribute('data-field') === 'name')!
    await user.click(name.querySelector<HTMLElement>('[aria-label="Name column menu"]')!)
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Move column right' })
    ).not.toHaveAttribute('aria-disabled')
    const statusAgain = screen
      .getAllByRole('columnheader')
      .find(h => h.getAttribute('data-field') === 'status')!
    await user.keyboard('{Escape}')
    await user.click(statusAgain.querySelector<HTMLElement>('[aria-label="Status column menu"]')!)
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Move column left' })
    ).toHaveAttribute('aria-disabled', 'true')
  })

  it('starts one campaign with its switch at once, and stops one only once that is confirmed', async () => {
    const user = await renderLoaded()
    await user.click(within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' }))
    await waitFor(() => expect(actions).toEqual([{ action: 'start', ids: ['id-winback'] }]))
    // one feedback: the row and the live region, no toast and no result panel besides
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Winback is starting.'))
    expect(notify.success).not.toHaveBeenCalled()
    expect(screen.queryByRole('group', { name: 'Result of the last action' })).not.toBeInTheDocument()
    // and the overview is read again at once
    await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2))

    await user.click(within(rowOf('Spring renewals')).getByRole('switch', { name: 'Run Spring renewals' }))
    const dialog = await screen.findByRole('dialog', { name: 'Stop Spring renewals?' })
    expect(actions).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(actions).toHaveLength(1)
    await user.click(within(rowOf('Spring renewals')).getByRole('switch', { name: 'Run Spring renewals' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop Spring renewals?' })).getByRole('button', {
        name: 'Stop'
      })
    )
    await waitFor(() => expect(actions.at(-1)).toEqual({ action: 'stop', ids: ['id-spring-renewals'] }))
  })

  it('disables the switch when a platform permission is missing, and names it', async () => {
    answer = () =>
      overviewOf(rows, {
        capabilities: {
          ...allowedEverything,
          start: { allowed: false, reason: 'platform', permission: 'outbound:campaign:start' }
        }
      })
    const user = await renderLoaded()
    const winback = within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })
    // unavailable, yet focusable (to hear why, and so that it never drops the focus)
    expect(winback).toHaveAttribute('aria-disabled', 'true')
    expect(winback).not.toBeDisabled()
    winback.focus()
    await user.keyboard(' ')
    expect(winback).not.toBeChecked()
    expect(actions).toEqual([])
    expect(winback).toHaveAccessibleDescription(
      'You need the Genesys Cloud permission “Start campaigns” (outbound:campaign:start).'
    )
    await user.hover(winback.closest('span')!.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'You need the Genesys Cloud permission “Start campaigns” (outbound:campaign:start).'
    )
    // stopping is still allowed
    expect(within(rowOf('Spring renewals')).getByRole('switch')).not.toHaveAttribute('aria-disabled')
  })

  it('a client sees the campaigns, with switches disabled by role and no New campaign button', async () => {
    me = { role: 'client' }
    const refused = { allowed: false, reason: 'role' } as const
    answer = () =>
      overviewOf(rows, {
        capabilities: {
          create: refused,
          edit: refused,
          delete: refused,
          start: refused,
          stop: refused,
          recycle: refused
        }
      })
    await renderLoaded()
    expect(within(rowOf('Winback')).getByRole('switch')).toHaveAccessibleDescription(
      'Your role does not allow this.'
    )
    expect(screen.queryByRole('link', { name: 'New campaign' })).not.toBeInTheDocument()
  })

  it('bulk: says exactly what will happen, sends only what applies, then shows each result', async () => {
    actionAnswer = body =>
      HttpResponse.json({
        action: body.action,
        results: body.ids.map(id =>
          id === 'id-survey'
            ? {
                id,
                ok: false,
                httpStatus: 403,
                code: 'platform.missing_permission',
                message: 'x',
                permission: 'outbound:campaign:start'
              }
            : { id, ok: true, status: 'on' }
        )
      })
    const user = await renderLoaded()
    for (const name of ['Winback', 'Survey', 'Spring renewals'])
      await user.click(within(rowOf(name)).getByRole('checkbox', { name: `Select ${name}` }))
    const toolbar = screen.getByRole('toolbar', { name: 'Actions for the selected campaigns' })
    expect(toolbar).toHaveTextContent('Selected: 3')
    await user.click(within(toolbar).getByRole('button', { name: 'Start' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start campaigns?' })
    expect(dialog).toHaveAccessibleDescription(
      'Start 2 campaigns: Winback and Survey. 1 selected campaign is already on and will be left as is (Spring renewals).'
    )
    expect(actions).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Start' }))

    await waitFor(() => expect(actions).toEqual([{ action: 'start', ids: ['id-winback', 'id-survey'] }]))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(screen.getByTestId('announcer')).toHaveTextContent('Started 1 of 2. Failed: 1.')
    )
    // in place, naming every campaign: done, refused with why, left as is; and no toast besides
    const results = screen.getByRole('group', { name: 'Result of the last action' })
    expect(results).toHaveTextContent(
      'Started 1 of 2. Failed: 1. Done: Winback. Left as is: Spring renewals.'
    )
    expect(results).toHaveTextContent(
      'Survey: You need the Genesys Cloud permission “Start campaigns” (outbound:campaign:start).'
    )
    expect(notify.error).not.toHaveBeenCalled()
    // a refusal would be refused again: nothing stays selected
    expect(within(rowOf('Winback')).getByRole('checkbox')).not.toBeChecked()
    expect(within(rowOf('Survey')).getByRole('checkbox')).not.toBeChecked()
    expect(within(rowOf('Spring renewals')).getByRole('checkbox')).not.toBeChecked()
  })

  it('bulk: a campaign that failed for a passing reason (Genesys Cloud busy) stays selected, to try again', async () => {
    actionAnswer = body =>
      HttpResponse.json({
        action: body.action,
        results: body.ids.map(id =>
          id === 'id-survey'
            ? { id, ok: false, httpStatus: 503, code: 'platform.unavailable', message: 'x' }
            : { id, ok: true, status: 'on' }
        )
      })
    const user = await renderLoaded()
    for (const name of ['Winback', 'Survey'])
      await user.click(within(rowOf(name)).getByRole('checkbox', { name: `Select ${name}` }))
    await user.click(screen.getByRole('button', { name: 'Start' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start campaigns?' })).getByRole('button', {
        name: 'Start'
      })
    )
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Result of the last action' })).toHaveTextContent(
        'Survey: Genesys Cloud could not be reached.'
      )
    )
    expect(within(rowOf('Winback')).getByRole('checkbox')).not.toBeChecked()
    expect(within(rowOf('Survey')).getByRole('checkbox')).toBeChecked()
  })

  it('bulk: selects all that match across pages, and acts on them in turns of 100 (the endpoint takes 100)', async () => {
    const matching = Array.from({ length: 130 }, (_, i) =>
      campaignRow(`Outreach ${String(i + 1).padStart(3, '0')}`, { status: 'off' })
    )
    answer = url => {
      const page = Number(url.searchParams.get('page'))
      const pageSize = Number(url.searchParams.get('pageSize'))
      return {
        ...overviewOf(matching.slice((page - 1) * pageSize, page * pageSize)),
        total: matching.length
      }
    }
    const user = userEvent.setup()
    renderWithProviders(<CampaignsOverviewPage />)
    await screen.findByRole('link', { name: 'Outreach 001' })
    await user.click(screen.getByRole('checkbox', { name: 'Select every campaign on this page' }))
    const toolbar = screen.getByRole('toolbar', { name: 'Actions for the selected campaigns' })
    expect(toolbar).toHaveTextContent('Selected: 25')

    await user.click(within(toolbar).getByRole('button', { name: 'Select all 130 that match' }))
    await waitFor(() => expect(toolbar).toHaveTextContent('All 130 that match are selected'))
    // the same search and filters, in the server's largest pages
    const matchingQueries = lists.filter(url => url.searchParams.get('pageSize') === '2000')
    expect(matchingQueries.map(url => Object.fromEntries(url.searchParams))).toEqual([
      { sort: 'name:asc', page: '1', pageSize: '2000' }
    ])
    expect(within(toolbar).queryByRole('button', { name: /that match/ })).not.toBeInTheDocument()

    await user.click(within(toolbar).getByRole('button', { name: 'Start' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start campaigns?' })
    expect(dialog).toHaveAccessibleDescription(/^Start 130 campaigns: Outreach 001, Outreach 002, /)
    await user.click(within(dialog).getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Started 130 of 130.'))
    expect(actions.map(request => request.ids.length)).toEqual([100, 30])
    expect(new Set(actions.flatMap(request => request.ids))).toEqual(new Set(matching.map(row => row.id)))
  })

  it('bulk: when selecting all that match fails, the selection stays as it was and the reason is told', async () => {
    const matching = Array.from({ length: 40 }, (_, i) => campaignRow(`Outreach ${i + 1}`, { status: 'off' }))
    answer = url =>
      url.searchParams.get('pageSize') === '2000'
        ? HttpResponse.json({ message: 'Down.', code: 'platform.unavailable' }, { status: 502 })
        : { ...overviewOf(matching.slice(0, 25)), total: 40 }
    const user = userEvent.setup()
    renderWithProviders(<CampaignsOverviewPage />)
    await screen.findByRole('link', { name: 'Outreach 1' })
    await user.click(screen.getByRole('checkbox', { name: 'Select every campaign on this page' }))
    await user.click(screen.getByRole('button', { name: 'Select all 40 that match' }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Could not select all that match: Genesys Cloud/)
      )
    )
    expect(screen.getByRole('toolbar', { name: 'Actions for the selected campaigns' })).toHaveTextContent(
      'Selected: 25'
    )
  })

  it('bulk: when every selected campaign succeeded, the toolbar goes and the focus moves to the result', async () => {
    const user = await renderLoaded()
    await user.click(within(rowOf('Winback')).getByRole('checkbox', { name: 'Select Winback' }))
    await user.click(screen.getByRole('button', { name: 'Start' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start campaigns?' })
    await user.click(within(dialog).getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Result of the last action' })).toHaveFocus()
    )
    // dismissed: the button it came from is gone, so the focus goes to the page's heading
    await user.click(screen.getByRole('button', { name: 'Dismiss the result' }))
    expect(screen.queryByRole('group', { name: 'Result of the last action' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toHaveFocus()
  })

  it("dismissing a switch's refusal gives the focus back to the switch", async () => {
    actionAnswer = body =>
      HttpResponse.json({
        action: body.action,
        results: body.ids.map(id => ({
          id,
          ok: false,
          httpStatus: 409,
          code: 'campaign.active_limit',
          message: 'x'
        }))
      })
    const user = await renderLoaded()
    const run = within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })
    run.focus()
    await user.keyboard(' ')
    const results = await screen.findByRole('group', { name: 'Result of the last action' })
    expect(results).toHaveTextContent(
      'Winback could not be started. Your organization already runs 50 campaigns'
    )
    within(results).getByRole('button', { name: 'Dismiss the result' }).focus()
    await user.keyboard('{Enter}')
    expect(results).not.toBeInTheDocument()
    expect(within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })).toHaveFocus()
  })

  it('the bulk buttons say why they are unavailable, and stay reachable with the keyboard', async () => {
    answer = () =>
      overviewOf(rows, {
        capabilities: { ...allowedEverything, recycle: { allowed: false, reason: 'role' } }
      })
    const user = await renderLoaded()
    await user.click(within(rowOf('Winback')).getByRole('checkbox'))
    const recycle = screen.getByRole('button', { name: 'Recycle' })
    expect(recycle).toHaveAttribute('aria-disabled', 'true')
    expect(recycle).toHaveAccessibleDescription(/role/)
    screen.getByRole('button', { name: 'Stop' }).focus()
    await user.tab()
    expect(recycle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('bulk: cancelling sends nothing and returns focus to the button', async () => {
    const user = await renderLoaded()
    await user.click(within(rowOf('Winback')).getByRole('checkbox'))
    const stop = screen.getByRole('button', { name: 'Stop' })
    await user.click(stop)
    const dialog = await screen.findByRole('dialog', { name: 'Stop campaigns?' })
    expect(dialog).toHaveAccessibleDescription(
      'None of the selected campaigns is on, so there is nothing to stop. 1 selected campaign is not on and will be left as is (Winback).'
    )
    expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(stop).toHaveFocus()
    expect(actions).toEqual([])
  })
})

describe('live refresh', () => {
  const advance = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms)
    })

  async function renderLive() {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProviders(<CampaignsOverviewPage />)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50)
    })
    await waitFor(() => expect(screen.getByRole('link', { name: 'Spring renewals' })).toBeInTheDocument())
    return user
  }

  it('refreshes every 5 s, keeping the selection, the focus and an open dialog', async () => {
    const user = await renderLive()
    await user.click(within(rowOf('Winback')).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Start' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start campaigns?' })
    const before = lists.length
    rows = rows.map(row =>
      row.name === 'Spring renewals' ? { ...row, progress: { called: 200, total: 400, percentage: 50 } } : row
    )
    await advance(5000)
    await waitFor(() => expect(lists.length).toBe(before + 1))
    // (the page behind the modal dialog is hidden from the accessibility tree meanwhile)
    const hiddenRow = (id: string) =>
      screen.getAllByTestId('campaign-row').find(row => row.getAttribute('data-id') === id)!
    await waitFor(() =>
      expect(within(hiddenRow('id-spring-renewals')).getByTestId('campaign-progress')).toHaveAttribute(
        'aria-valuenow',
        '50'
      )
    )
    expect(screen.getByRole('dialog', { name: 'Start campaigns?' })).toBe(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(rowOf('Winback')).getByRole('checkbox')).toBeChecked()
    const checkbox = within(rowOf('Survey')).getByRole('checkbox')
    act(() => checkbox.focus())
    await advance(5000)
    await waitFor(() => expect(lists.length).toBe(before + 2))
    expect(checkbox).toHaveFocus()
    expect(within(rowOf('Winback')).getByRole('checkbox')).toBeChecked()
    // no placeholders or busy state on a refresh
    expect(table()).toHaveAttribute('aria-busy', 'false')
  })

  it('pauses while the tab is hidden and refreshes at once when it shows again', async () => {
    await renderLive()
    const before = lists.length
    act(() => setVisibility('hidden'))
    await advance(30_000)
    expect(lists).toHaveLength(before)
    act(() => setVisibility('visible'))
    await waitFor(() => expect(lists).toHaveLength(before + 1))
  })

  it('a failed refresh keeps the data with a calm warning; a 429 says Genesys Cloud is busy and backs off', async () => {
    await renderLive()
    answer = () =>
      HttpResponse.json(
        { message: 'Slow down.', code: 'platform.rate_limited', retryAfterSeconds: 20 },
        { status: 429 }
      )
    const before = lists.length
    await advance(5000)
    await waitFor(() =>
      expect(screen.getByTestId('refresh-problem')).toHaveTextContent('Genesys Cloud is busy')
    )
    expect(rowOf('Spring renewals')).toBeInTheDocument()
    answer = () => overviewOf(rows)
    await advance(15_000)
    expect(lists).toHaveLength(before + 1)
    await advance(5000)
    await waitFor(() => expect(lists).toHaveLength(before + 2))
    await waitFor(() => expect(screen.queryByTestId('refresh-problem')).not.toBeInTheDocument())
  })

  it('a 403 names the missing permission', async () => {
    await renderLive()
    answer = () =>
      HttpResponse.json(
        { message: 'No.', code: 'platform.missing_permission', permission: 'outbound:campaign:view' },
        { status: 403 }
      )
    await advance(5000)
    await waitFor(() =>
      expect(screen.getByTestId('refresh-problem')).toHaveTextContent(
        'You need the Genesys Cloud permission “View campaigns” (outbound:campaign:view).'
      )
    )
  })
})

describe('live updates (Genesys Cloud notifications)', () => {
  it('is never "Live" in green beside a read that failed: events only, amber, until a read succeeds', async () => {
    notifications.open = true
    await renderLoaded()
    const mode = screen.getByTestId('live-mode')
    await waitFor(() => expect(lists.filter(url => url.searchParams.get('recheck') === '1')).toHaveLength(1))
    await waitFor(() => expect(mode).toHaveTextContent('Live'))
    expect(mode).toHaveAttribute('data-stale', 'false')
    answer = () =>
      HttpResponse.json(
        { message: 'Genesys Cloud could not be reached.', code: 'platform.unavailable' },
        { status: 502 }
      )
    // the next read fails (the tab shown again reads at once): what events do not tell is as old as the last
    act(() => setVisibility('hidden'))
    act(() => setVisibility('visible'))
    await waitFor(() => expect(screen.getByTestId('refresh-problem')).toBeInTheDocument())
    expect(mode).toHaveTextContent('Events only')
    expect(mode).toHaveAttribute('data-stale', 'true')
    expect(rowOf('Spring renewals')).toBeInTheDocument()
    answer = () => overviewOf(rows)
    act(() => setVisibility('hidden'))
    act(() => setVisibility('visible'))
    await waitFor(() => expect(mode).toHaveTextContent('Live'))
    expect(mode).toHaveAttribute('data-stale', 'false')
  })

  it('once subscribed, asks once for what changed before it was (recheck), never again while live', async () => {
    notifications.open = true
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    await waitFor(() => expect(lists.filter(url => url.searchParams.get('recheck') === '1')).toHaveLength(1))
    expect(lists[0]!.searchParams.has('recheck')).toBe(false)
    await new Promise(resolve => setTimeout(resolve, 200))
    expect(lists.filter(url => url.searchParams.get('recheck') === '1')).toHaveLength(1)
  })

  it('a campaign changed elsewhere changes its row at once, and the page says it is live', async () => {
    notifications.open = true
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    // the campaigns on the page, their changes and their progress
    expect(notifications.subscribed).toEqual(
      expect.arrayContaining([
        'v2.outbound.campaigns.id-winback',
        'v2.outbound.campaigns.id-winback.progress'
      ])
    )
    expect(notifications.subscribed).toHaveLength(rows.length * 2)
    const listsBefore = lists.length

    notifications.push('v2.outbound.campaigns.id-winback', {
      id: 'id-winback',
      campaignStatus: 'on',
      version: 2
    })
    await waitFor(() =>
      expect(within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })).toBeChecked()
    )
    const summary = screen.getByRole('list', { name: 'Campaigns by status' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual(expect.arrayContaining(['On2', 'Off1']))
    notifications.push('v2.outbound.campaigns.id-spring-renewals.progress', {
      campaign: { id: 'id-spring-renewals' },
      numberOfContactsCalled: 200,
      totalNumberOfContacts: 400,
      percentage: 50
    })
    await waitFor(() =>
      expect(
        within(rowOf('Spring renewals')).getByRole('progressbar', { name: 'Progress of Spring renewals' })
      ).toHaveAttribute('aria-valuenow', '50')
    )
    // an event older than what the page shows is not applied over it
    notifications.push('v2.outbound.campaigns.id-winback', {
      id: 'id-winback',
      campaignStatus: 'off',
      version: 1
    })
    notifications.push('v2.outbound.campaigns.id-survey', {
      id: 'id-survey',
      campaignStatus: 'on',
      version: 2
    })
    await waitFor(() =>
      expect(within(rowOf('Survey')).getByRole('switch', { name: 'Run Survey' })).toBeChecked()
    )
    expect(within(rowOf('Winback')).getByRole('switch', { name: 'Run Winback' })).toBeChecked()
    // the events told it all: the server was not asked again
    expect(lists.length).toBe(listsBefore)
  })

  it('events that come late and out of order never move a row back: an older version, progress behind what is shown', async () => {
    notifications.open = true
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    const progressOf = () =>
      within(rowOf('Spring renewals'))
        .getByRole('progressbar', { name: 'Progress of Spring renewals' })
        .getAttribute('aria-valuenow')
    const report = (called: number) =>
      notifications.push('v2.outbound.campaigns.id-spring-renewals.progress', {
        campaign: { id: 'id-spring-renewals' },
        numberOfContactsCalled: called,
        totalNumberOfContacts: 400,
        percentage: (called / 400) * 100
      })
    report(200)
    report(100)
    await waitFor(() => expect(progressOf()).toBe('50'))
    report(160)
    await new Promise(resolve => setTimeout(resolve, 700))
    expect(progressOf()).toBe('50')
    // a recycle (a change of the campaign, a new version) starts it anew
    notifications.push('v2.outbound.campaigns.id-spring-renewals', { campaignStatus: 'on', version: 9 })
    report(4)
    await waitFor(() => expect(progressOf()).toBe('1'))
  })

  it('follows the active campaigns on other pages too, so the summary stays true; and tells the server it is live', async () => {
    notifications.open = true
    answer = () => {
      const overview = overviewOf(rows)
      // a running campaign that the filters or the page leave out
      overview.active.push({ id: 'id-night-shift', status: 'on', version: 4, remaining: 300 })
      overview.summary.byStatus.on = (overview.summary.byStatus.on ?? 0) + 1
      overview.summary.total += 1
      return overview
    }
    const user = await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    await waitFor(() =>
      expect(notifications.subscribed).toEqual(
        expect.arrayContaining([
          'v2.outbound.campaigns.id-night-shift',
          'v2.outbound.campaigns.id-night-shift.progress'
        ])
      )
    )
    const onCount = () =>
      within(screen.getByRole('list', { name: 'Campaigns by status' }))
        .getAllByRole('listitem')
        .map(item => item.textContent)
        .find(text => text?.startsWith('On'))
    const before = onCount()
    notifications.push('v2.outbound.campaigns.id-night-shift', { campaignStatus: 'off', version: 5 })
    await waitFor(() => expect(onCount()).not.toBe(before))
    expect(Number(onCount()!.slice(2))).toBe(Number(before!.slice(2)) - 1)
    expect(screen.queryByRole('link', { name: /night/i })).toBeNull()

    // the next question to the server says the events arrive (it may then read progress less often)
    lists.length = 0
    await user.click(screen.getByRole('button', { name: /^Off/ }))
    await waitFor(() => expect(lists.length).toBeGreaterThan(0))
    expect(lists.at(-1)?.searchParams.get('live')).toBe('1')
    expect(lists.at(-1)?.searchParams.get('status')).toBe('off,forced_off')
  })

  it('back live after an outage, it asks the server once at once (what was pushed meanwhile was missed)', async () => {
    notifications.open = true
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    const before = lists.length
    notifications.client?.close()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 5 s'))
    // events stopped: it asks at once, and then every 5 s
    await waitFor(() => expect(lists.length).toBe(before + 1))
    // the channel is tried again after a short pause (about a second) and is live again: one more question at
    // once, well before the next 5 s tick
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'), { timeout: 4_000 })
    await waitFor(() => expect(lists.length).toBe(before + 2), { timeout: 1_000 })
  })

  // jsdom lays nothing out, so the grid renders every one of the 600 rows (a browser renders the ~20 in view):
  // about 15 s, past the unit tests' 20 s limit when the machine is busy
  it('a wall of 600 in one page of 2,000: the pager tells the truth; the running ones and the rows from the top are followed, the rest asked for every 30 s', async () => {
    notifications.open = true
    const many = Array.from({ length: 600 }, (_, i) =>
      campaignRow(`Outreach ${String(i + 1).padStart(3, '0')}`, { status: i === 599 ? 'on' : 'off' })
    )
    answer = url => ({
      ...overviewOf(many.slice(0, Number(url.searchParams.get('pageSize')))),
      total: many.length,
      active: [{ id: many[599]!.id, status: 'on', version: 1, remaining: 10 }]
    })
    const user = userEvent.setup()
    renderWithProviders(<CampaignsOverviewPage />)
    await screen.findByRole('link', { name: 'Outreach 001' })
    expect(screen.getByText('1–25 of 600')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent(/^Live$/))

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2,000' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageSize: '2000', page: '1' }))
    await waitFor(() => expect(screen.getByText('1–600 of 600')).toBeInTheDocument())
    expect(router.asPath).toBe('/?pageSize=2000')
    // 1,200 topics would be wanted: the overview's share is 900, the running campaign first
    await waitFor(() =>
      expect(screen.getByTestId('live-mode')).toHaveTextContent('Live · the rest every 30 s')
    )
    expect(notifications.subscribed).toHaveLength(900)
    expect(notifications.subscribed).toEqual(
      expect.arrayContaining([
        `v2.outbound.campaigns.${many[599]!.id}`,
        `v2.outbound.campaigns.${many[599]!.id}.progress`,
        `v2.outbound.campaigns.${many[0]!.id}`
      ])
    )
  }, 60_000)

  it('without a channel the page says it updates every 5 s, and goes live when the socket comes', async () => {
    await renderLoaded()
    expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 5 s')
    expect(screen.getByTestId('live-mode')).toHaveAttribute('role', 'status')
    notifications.open = true
    // the channel is tried again after a short pause (about a second)
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'), { timeout: 4_000 })
    notifications.client?.close()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Updating every 5 s'))
  })
})

describe('why a campaign is not dialing, and alerts', () => {
  const dialing: CampaignPerformance = {
    idleAgents: 3,
    linesInUse: 4,
    linesAvailable: 10,
    contactRate: 0.42,
    rightPartyContacts: 17,
    outstandingCalls: 4,
    abandonRate: 2.4,
    abandonTarget: 5,
    idleSince: null,
    stallsAt: null,
    stalled: false,
    reason: null
  }
  const withPerformance = (performance: CampaignPerformance) =>
    rows.map(row =>
      row.name === 'Spring renewals' ? { ...row, dialingMode: 'predictive' as const, performance } : row
    )
  beforeEach(() => jest.mocked(notifyAlert).mockClear())

  it("follows a running campaign's statistics: an event of either shape has its figures read (never the overview); stalled, it is marked and alerted once", async () => {
    notifications.open = true
    rows = withPerformance(dialing)
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    expect(notifications.subscribed).toContain('v2.outbound.campaigns.id-spring-renewals.stats')
    expect(within(rowOf('Spring renewals')).queryByTestId('not-dialing')).not.toBeInTheDocument()
    await waitFor(() => expect(lists.filter(url => url.searchParams.get('recheck') === '1')).toHaveLength(1))
    const before = lists.length

    // the performance query: nothing in progress any more, silent for a minute, and why
    liveAnswer = ids => ({
      readAt: new Date(Date.now() + 60_000).toISOString(),
      campaigns: ids.map(id => ({
        id,
        performance: {
          ...dialing,
          idleAgents: 0,
          linesInUse: 0,
          outstandingCalls: 0,
          abandonRate: null,
          idleSince: '2026-11-21T10:42:00.000Z',
          stalled: true,
          reason: {
            kind: 'noAgents',
            queue: 'Collections East',
            onQueue: null,
            busy: null,
            onOtherCalls: null
          }
        },
        effectiveIdleAgents: 0,
        scheduledCalls: 0
      }))
    })
    // the SDK's model, then the older flat one: both only say "its figures changed"
    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', {
      group: { campaignId: 'id-spring-renewals' },
      data: [{ interval: '2026-11-21T10:42:00Z/2026-11-21T10:42:01Z', metrics: [] }]
    })
    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', {
      idleAgents: 0,
      outstandingCalls: 0
    })
    const marker = await within(rowOf('Spring renewals')).findByRole('link', {
      name: 'Not dialing: no agent is available on queue Collections East'
    })
    expect(marker).toHaveAttribute('href', '/campaigns/id-spring-renewals#why')
    // one read of the figures for both events; the overview was not asked again
    expect(liveReads).toEqual([['id-spring-renewals']])
    expect(lists.length).toBe(before)
    expect(notifyAlert).toHaveBeenCalledTimes(1)
    expect(notifyAlert).toHaveBeenCalledWith(
      'Spring renewals is not dialing: no agent is available on queue Collections East',
      expect.objectContaining({ href: '/campaigns/id-spring-renewals', linkText: 'Open the campaign' })
    )
  })

  it('lays in the figures a statistics event names with no read while it dials; gone silent, its pace reads 0/min at once and one read has the server judge it', async () => {
    notifications.open = true
    rows = withPerformance(dialing).map(row =>
      row.name === 'Spring renewals'
        ? { ...row, pace: { contactsPerMinute: 119.9, etaSeconds: 600, sampledAt: null } }
        : row
    )
    liveReads.length = 0
    await renderLoaded()
    await waitFor(() => expect(screen.getByTestId('live-mode')).toHaveTextContent('Live'))
    expect(rowOf('Spring renewals')).toHaveTextContent('119.9/min')
    // the SDK's model, its metrics named as CampaignStats names them
    const statsOf = (calls: number) => ({
      group: { campaignId: 'id-spring-renewals' },
      data: [
        {
          interval: '2026-11-21T10:42:10.000Z/2026-11-21T10:42:11.000Z',
          metrics: [
            { metric: 'idleAgents', stats: { count: calls ? 1 : 0 } },
            { metric: 'outstandingCalls', stats: { count: calls } },
            {
              metric: 'linesUtilization',
              stats: { assignedOutboundLines: calls, totalAvailableOutboundLines: 10 }
            }
          ]
        }
      ]
    })
    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', statsOf(3))
    await new Promise(resolve => setTimeout(resolve, 1_000))
    expect(liveReads).toEqual([])
    expect(rowOf('Spring renewals')).toHaveTextContent('119.9/min')

    notifications.push('v2.outbound.campaigns.id-spring-renewals.stats', statsOf(0))
    await waitFor(() => expect(rowOf('Spring renewals')).toHaveTextContent('0/min'))
    expect(rowOf('Spring renewals')).not.toHaveTextContent('119.9/min')
    await waitFor(() => expect(liveReads).toEqual([['id-spring-renewals']]))
  })

  it('shows the performance columns the person chooses, the abandon rate in words and red when over target', async () => {
    localStorage.setItem(
      'grid.campaigns.sam@democc.example',
      JSON.stringify({ shown: ['abandonRate', 'idleAgents'] })
    )
    rows = withPerformance({ ...dialing, abandonRate: 7.84 })
    await renderLoaded()
    expect(screen.getByRole('columnheader', { name: 'Abandon rate' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Idle agents' })).toBeInTheDocument()
    // the others stay hidden until chosen
    expect(screen.queryByRole('columnheader', { name: 'Lines in use' })).not.toBeInTheDocument()
    const over = within(rowOf('Spring renewals')).getByTestId('abandon-over')
    expect(over).toHaveTextContent('7.8 % — over the 5 % target')
    // a campaign neither running nor invalid has no figures
    expect(within(rowOf('Winback')).getAllByText('—').length).toBeGreaterThan(0)
    // nothing was news when the page opened
    expect(notifyAlert).not.toHaveBeenCalled()
    localStorage.removeItem('grid.campaigns.sam@democc.example')
  })
})
