import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import type { CampaignToday as CampaignTodayAnswer } from '@/shared/campaigns/campaignTodayTypes'
import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'
import { renderWithProviders } from '@/testing'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { CampaignToday, type CampaignTodayProps } from './CampaignToday'

const ID = 'f0000000-0000-4000-8000-000000000007'
const TO = '2026-04-01T12:00:00.000Z'
const FROM = '2026-03-31T12:00:00.000Z'
const at = (minutesBeforeTo: number) => new Date(Date.parse(TO) - minutesBeforeTo * 60_000).toISOString()
/** the 5 minutes from `minutesBeforeTo` before TO */
const interval = (minutesBeforeTo: number, attempted: number, connected: number, abandoned: number) => ({
  from: at(minutesBeforeTo),
  to: at(minutesBeforeTo - 5),
  attempted,
  connected,
  abandoned
})
const NO_CALLS = 'The campaign placed no calls in the last 24 hours.'

function answerOf(overrides: Partial<CampaignTodayAnswer> = {}): CampaignTodayAnswer {
  return {
    campaignId: ID,
    from: FROM,
    to: TO,
    // the platform's analytics, per 5 minutes: 100 and 120 calls a minute, a silent interval, then 20
    activity: [
      interval(35, 500, 200, 4),
      interval(30, 600, 250, 5),
      interval(25, 0, 0, 0),
      interval(20, 100, 40, 3)
    ],
    events: [
      {
        id: 'e1',
        at: at(5),
        level: 'warning',
        kind: 'noIdleAgents',
        params: { queue: 'Outbound Sales', onQueue: 5, busy: 2, onOtherCalls: 3 },
        message: 'Campaign "Premium Upgrade Push" is not dialing: no agent is idle on queue "Outbound Sales".'
      },
      {
        id: 'e2',
        at: at(8),
        level: 'warning',
        kind: 'abandonRate',
        params: { abandonRate: 7.8, target: 5, idleAgents: 1, agentsNeeded: 5, queue: 'Outbound Sales' },
        message: 'campaign.abandon.rate.exceeded'
      },
      {
        id: 'e3',
        at: at(12),
        level: 'info',
        kind: 'listExhausted',
        params: {},
        message: 'Campaign "x" has called every contact of list "11000000-0000-4000-8000-000000000007".'
      },
      {
        id: 'e4',
        at: at(15),
        level: 'error',
        kind: 'other',
        params: {},
        message: 'The dialer restarted.'
      }
    ],
    eventsUnavailable: null,
    health: {
      states: [
        { state: 'off', from: FROM, to: at(60) },
        { state: 'on', from: at(60), to: TO }
      ],
      health: [
        { state: 'healthy', from: at(60), to: at(10) },
        { state: 'unhealthy', from: at(10), to: TO }
      ]
    },
    ...overrides
  }
}

let answer: () => Response
let reads = 0
const server = setupServer(
  http.get('/api/campaigns/:id/today', ({ params }) => {
    reads += 1
    expect(params.id).toBe(ID)
    return answer()
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => server.resetHandlers())
beforeEach(() => {
  reads = 0
  answer = () => HttpResponse.json(answerOf())
  localStorage.setItem('accessToken', 'the-token')
})

function renderToday(props: Partial<CampaignTodayProps> = {}) {
  // (in the page's store of the data layer, as on the campaign's page)
  return renderWithProviders(
    <CampaignTextsProvider>
      <CampaignToday campaignId={ID} status="on" abandonTarget={5} {...props} />
    </CampaignTextsProvider>,
    { store: createDataStore(sessionTransport) }
  )
}

const section = () => screen.getByRole('region', { name: 'Today at a glance' })
const loaded = () => waitFor(() => expect(section()).toHaveAttribute('aria-busy', 'false'))
/** The tab shows again: a live section asks at once (as every minute). */
const reloadNow = () => act(() => void document.dispatchEvent(new Event('visibilitychange')))

/** No platform code, id or permission name anywhere people read. */
function expectPlainWords(element: HTMLElement) {
  // a permission's string only as the detail after its name: “View campaigns” (outbound:campaign:view)
  const text = (element.textContent ?? '').replace(/” \([a-z]+:[a-z]+:[a-z]+\)/gi, '”')
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i)
  expect(text).not.toMatch(/\b[a-z]+(\.[a-z]+){2,}\b/)
  expect(text).not.toMatch(/outbound:/)
}

describe('Today at a glance', () => {
  it('keeps its room while it loads: skeletons, busy, no empty state', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>(resolve => (release = resolve))
    server.use(
      http.get('/api/campaigns/:id/today', async () => {
        await held
        return HttpResponse.json(answerOf())
      })
    )
    renderToday()
    expect(section()).toHaveAttribute('aria-busy', 'true')
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading the last 24 hours')
    expect(screen.queryByText(NO_CALLS)).not.toBeInTheDocument()
    expect(screen.queryByText(/logged nothing/)).not.toBeInTheDocument()
    release()
    await loaded()
  })

  it('says the day in words: the chart’s figures, the states and the events, without codes or ids', async () => {
    renderToday()
    await loaded()
    expect(within(section()).getByText('Last 24 hours')).toBeInTheDocument()

    const summary = screen.getByTestId('today-chart-summary')
    expect(summary).toHaveTextContent(
      /Per 5 minutes from .+ to .+: 1,200 calls placed, 490 answered, 12 abandoned\./
    )
    expect(summary).toHaveTextContent('Pace: 20 calls a minute in the latest interval (highest 120).')
    expect(summary).toHaveTextContent(
      'Abandon rate: 2.4% of the answered calls (7.5% most recently, highest 7.5%); target 5%.'
    )
    // the drawing is there, hidden from screen readers (the summary says it)
    expect(screen.getByTestId('today-chart')).toHaveAttribute('aria-hidden', 'true')

    const timeline = screen.getByRole('list', { name: 'State and health' })
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual([
      expect.stringMatching(/now\s*On, not dialing$/),
      expect.stringMatching(/On, dialing$/),
      expect.stringMatching(/Off$/)
    ])

    const events = within(screen.getByRole('list', { name: 'Dialer events' })).getAllByRole('listitem')
    expect(events.map(event => event.textContent)).toEqual([
      expect.stringContaining(
        "WarningNo agent was idle on queue Outbound Sales (5 on queue, 2 on this campaign's calls, 3 on other calls)."
      ),
      expect.stringContaining(
        'WarningAbandon rate 7.8% went over the 5% target: only 1 idle agent of the 5 it needs.'
      ),
      expect.stringContaining('InformationThe contact list was worked through.'),
      // an event the app does not know: the platform's own text
      expect.stringContaining('ErrorThe dialer restarted.')
    ])
    expect(within(events[0]!).getByText(/./, { selector: 'time' })).toHaveAttribute('datetime', at(5))
    expectPlainWords(section())
    expect(reads).toBe(1)
  })

  it('keeps the last figures after a failed refresh and says they are stale, then recovers on Retry', async () => {
    const user = userEvent.setup()
    renderToday()
    await loaded()
    answer = () => HttpResponse.json({ code: 'platform.unavailable', message: 'down' }, { status: 502 })
    await reloadNow()

    const problem = await screen.findByTestId('today-problem')
    expect(problem).toHaveAttribute('data-stale', 'true')
    expect(problem).toHaveTextContent(
      /^Last updated .+ — Genesys Cloud could not be reached\. Try again in a moment\./
    )
    // what was shown stays
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls placed')
    expect(screen.getAllByTestId('today-event')).toHaveLength(4)

    answer = () => HttpResponse.json(answerOf({ activity: answerOf().activity!.slice(0, 2) }))
    await user.click(within(problem).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByTestId('today-problem')).not.toBeInTheDocument())
    expect(screen.getByTestId('today-updated')).toBeInTheDocument()
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,100 calls placed')
  })

  it('says it could not load — never that there is nothing — when the first load fails', async () => {
    const user = userEvent.setup()
    answer = () =>
      HttpResponse.json(
        { code: 'platform.missing_permission', message: 'x', permission: 'outbound:campaign:view' },
        { status: 403 }
      )
    renderToday({ status: 'off' })
    const problem = await screen.findByTestId('today-problem')
    expect(problem).toHaveAttribute('data-stale', 'false')
    expect(problem).toHaveTextContent(
      'The last 24 hours could not be loaded. You need the Genesys Cloud permission “View campaigns” (outbound:campaign:view).'
    )
    expect(screen.queryByText(NO_CALLS)).not.toBeInTheDocument()
    expect(screen.queryByText(/logged nothing/)).not.toBeInTheDocument()
    expect(screen.queryByText(/reported no state/)).not.toBeInTheDocument()
    expectPlainWords(section())

    answer = () => HttpResponse.json(answerOf())
    await user.click(within(problem).getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByTestId('today-event')).toHaveLength(4)
  })

  it('tells someone who may not read the event log so in plain words, and shows the rest', async () => {
    answer = () => HttpResponse.json(answerOf({ events: null, eventsUnavailable: 'noPermission' }))
    renderToday()
    await loaded()
    expect(screen.getByTestId('today-events-problem')).toHaveTextContent(
      "The dialer's events cannot be shown here; everything else on this page is complete. You need the Genesys Cloud permission “View the dialer event log” (outbound:eventLog:view)."
    )
    expect(screen.queryByRole('list', { name: 'Dialer events' })).not.toBeInTheDocument()
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls placed')
    expect(screen.getByRole('list', { name: 'State and health' })).toBeInTheDocument()
    expectPlainWords(section())
  })

  it('says which permission the platform asked for the state and health, and shows the rest', async () => {
    const refused = {
      permission: 'outbound:campaignDiagnostic:view',
      permissions: ['outbound:campaignDiagnostic:view'],
      anyOf: false
    }
    answer = () =>
      HttpResponse.json(answerOf({ health: { states: [], health: [] }, healthUnavailable: refused }))
    renderToday()
    await loaded()
    expect(screen.getByTestId('today-health-problem')).toHaveTextContent(
      "The campaign's state and health cannot be shown here; everything else in this section is complete. You need the Genesys Cloud permission “View campaign diagnostics” (outbound:campaignDiagnostic:view)."
    )
    // never "no state": that would not be true
    expect(screen.queryByText(/reported no state/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('today-problem')).not.toBeInTheDocument()
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls placed')
    expect(screen.getAllByTestId('today-event')).toHaveLength(4)
  })

  it('keeps the events it had when a refresh cannot read the event log, and says from when', async () => {
    renderToday()
    await loaded()
    answer = () => HttpResponse.json(answerOf({ events: null, eventsUnavailable: 'failed' }))
    await reloadNow()
    expect(await screen.findByTestId('today-events-stale')).toHaveTextContent(
      /^The dialer's event log could not be read just now: these events are as of .+\.$/
    )
    expect(screen.getAllByTestId('today-event')).toHaveLength(4)
  })

  it('says when a busy event log was read only back to a point, with or without events of the campaign', async () => {
    const cut = { before: '2026-11-21T08:15:00.000Z', limit: 500 }
    answer = () => HttpResponse.json(answerOf({ eventsOlderUnread: cut }))
    renderToday()
    await loaded()
    expect(screen.getByTestId('today-events-older')).toHaveTextContent(
      /^Only the organization's 500 newest events were read \(back to .+\): this campaign's earlier events are not shown\.$/
    )
    expect(screen.getAllByTestId('today-event')).toHaveLength(4)

    answer = () => HttpResponse.json(answerOf({ events: [], eventsOlderUnread: cut }))
    await reloadNow()
    await waitFor(() => expect(screen.queryAllByTestId('today-event')).toHaveLength(0))
    // never "logged nothing": older events were not read
    expect(screen.getByTestId('today-events-older')).toHaveTextContent(
      /^No events of this campaign since .+\./
    )
    expect(screen.queryByText(/logged nothing/)).not.toBeInTheDocument()
  })

  it('shows the calls the platform’s analytics counted, not “No samples yet”, when nobody watched', async () => {
    // the answer has no samples kept by the server: the figures are the platform's, whoever watched
    renderToday()
    await loaded()
    expect(screen.queryByText(/No samples yet/)).not.toBeInTheDocument()
    expect(screen.queryByText(NO_CALLS)).not.toBeInTheDocument()
    expect(screen.getByTestId('today-chart')).toBeInTheDocument()
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls placed')
  })

  it('says which permission the platform asked for the pace and abandon rate, and shows the rest', async () => {
    const permission = 'analytics:conversationAggregate:view'
    const missing = { permission, permissions: [permission], anyOf: false }
    answer = () =>
      HttpResponse.json(answerOf({ activity: null, activityUnavailable: { kind: 'noPermission', missing } }))
    renderToday()
    await loaded()
    expect(screen.getByTestId('today-chart-problem')).toHaveTextContent(
      'Pace and abandon rate cannot be shown here; everything else in this section is complete. You need the Genesys Cloud permission “View conversation statistics” (analytics:conversationAggregate:view).'
    )
    // never "no calls": that would not be true
    expect(screen.queryByText(NO_CALLS)).not.toBeInTheDocument()
    expect(screen.queryByTestId('today-chart')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('today-event')).toHaveLength(4)
    expect(screen.getByRole('list', { name: 'State and health' })).toBeInTheDocument()
    expectPlainWords(section())
  })

  it('keeps the figures it had when a refresh cannot read analytics, and says from when', async () => {
    const failed = () =>
      HttpResponse.json(answerOf({ activity: null, activityUnavailable: { kind: 'failed' } }))
    answer = failed
    renderToday()
    await loaded()
    // nothing read yet: said as a failure, never as "no calls"
    expect(screen.getByTestId('today-chart-problem')).toHaveTextContent(
      "Genesys Cloud's analytics could not be read just now. They are tried again at the next update."
    )
    expect(screen.queryByText(NO_CALLS)).not.toBeInTheDocument()

    answer = () => HttpResponse.json(answerOf())
    await reloadNow()
    await waitFor(() => expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls'))
    expect(screen.queryByTestId('today-chart-stale')).not.toBeInTheDocument()

    answer = failed
    await reloadNow()
    expect(await screen.findByTestId('today-chart-stale')).toHaveTextContent(
      /^Genesys Cloud's analytics could not be read just now: these figures are as of .+\.$/
    )
    expect(screen.getByTestId('today-chart-summary')).toHaveTextContent('1,200 calls placed')
  })

  it('says the true empty states: no call placed, nothing logged', async () => {
    answer = () => HttpResponse.json(answerOf({ activity: [], events: [] }))
    renderToday({ status: 'off', abandonTarget: null })
    await loaded()
    expect(screen.getByText(NO_CALLS)).toBeInTheDocument()
    expect(
      screen.getByText('The dialer logged nothing about this campaign in the last 24 hours.')
    ).toBeInTheDocument()
    expect(screen.queryByTestId('today-chart')).not.toBeInTheDocument()
  })

  it('has no accessibility violations axe can find (loaded, stale, no permission)', async () => {
    renderToday()
    await loaded()
    const check = async () => {
      const results = await axe.run(section(), {
        // jsdom draws nothing: contrast is checked by the end-to-end tests in a browser
        rules: { 'color-contrast': { enabled: false } }
      })
      expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.html).join(' | ')}`)).toEqual([])
    }
    await check()
    answer = () => HttpResponse.json({ code: 'platform.timeout', message: 'slow' }, { status: 504 })
    await reloadNow()
    const problem = await screen.findByTestId('today-problem')
    await check()
    answer = () => HttpResponse.json(answerOf({ events: null, eventsUnavailable: 'noPermission' }))
    await userEvent.setup().click(within(problem).getByRole('button', { name: 'Retry' }))
    await screen.findByTestId('today-events-problem')
    await check()
  })
})
