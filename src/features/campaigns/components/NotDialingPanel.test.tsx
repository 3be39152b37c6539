import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import type { CampaignDetail } from '@/shared/campaigns/campaignTypes'
import type { CampaignDiagnosis, NotDialingReason } from '@/shared/campaigns/performanceTypes'
import { notificationHandlers, notifications, renderWithProviders } from '@/testing'

import { allowedEverything, detailOf, formOptions, powerSettings } from '../testing/fixtures'
import { CampaignDetailPage } from './CampaignDetailPage'

jest.mock('@/shared/ui/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() }
}))
jest.mock('next/router', () => ({
  useRouter: () => ({ push: jest.fn(), asPath: '/campaigns/id-spring-renewals' })
}))

const ID = 'id-spring-renewals'

let detail: CampaignDetail
let diagnosis: () => Response | Promise<Response>
const diagnosisReads: string[] = []
const actions: { action: string; ids: string[] }[] = []

const answer = (reasons: NotDialingReason[], dialing = false): CampaignDiagnosis => ({
  campaignId: ID,
  dialing,
  idleSince: null,
  stalled: !dialing,
  reasons,
  checkedAt: '2026-11-21T10:42:07.000Z'
})

const server = setupServer(
  ...notificationHandlers,
  http.get('/api/campaigns/options', () => HttpResponse.json(formOptions)),
  http.get('/api/campaigns/:id', () => HttpResponse.json(detail)),
  http.get('/api/campaigns/:id/diagnosis', ({ params }) => {
    diagnosisReads.push(String(params.id))
    return diagnosis()
  }),
  // (the page's "today" section: not what this test is about)
  http.get('/api/campaigns/:id/today', () =>
    HttpResponse.json({ code: 'platform.unavailable', message: 'x' }, { status: 503 })
  ),
  http.post('/api/campaigns/actions', async ({ request }) => {
    const { data } = (await request.json()) as { data: { action: string; ids: string[] } }
    actions.push(data)
    if (data.action === 'start') detail = detailOf(powerSettings, { status: 'on', version: 2 })
    return HttpResponse.json({
      action: data.action,
      results: data.ids.map(id => ({ id, ok: true, status: 'on' }))
    })
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => notifications.reset())
beforeEach(() => {
  detail = detailOf(powerSettings, { status: 'on' })
  diagnosis = () => HttpResponse.json(answer([], true))
  diagnosisReads.length = 0
  actions.length = 0
  localStorage.setItem('accessToken', 'the-token')
})

async function renderPage() {
  const user = userEvent.setup()
  renderWithProviders(<CampaignDetailPage id={ID} />)
  await screen.findByRole('heading', { level: 1, name: 'Spring renewals' })
  return user
}

const panel = () => screen.findByRole('region', { name: "Why isn't it dialing?" })
const reasons = async () =>
  within(within(await panel()).getByRole('list', { name: 'Reasons, most likely first' }))
    .getAllByRole('listitem')
    .filter(item => item.parentElement?.tagName === 'OL')

describe('why a campaign is not dialing, on its page', () => {
  it('says the reasons in words, most likely first, each with what fixes it, never an id or a permission', async () => {
    diagnosis = () =>
      HttpResponse.json(
        answer([
          { kind: 'noAgents', queue: 'Collections East', onQueue: 3, busy: 0, onOtherCalls: 3 },
          { kind: 'ruleSet', ruleSet: 'Skip Weekends', warnings: [] },
          // a Monday far ahead: said with its weekday, in the contacts' zone
          {
            kind: 'outsideHours',
            remaining: 1240,
            until: '2099-01-05T14:00:00.000Z',
            timeZone: 'America/Chicago'
          },
          { kind: 'campaignLimit', active: 50, limit: 50 }
        ])
      )
    await renderPage()
    const items = await reasons()
    expect(items.map(item => item.firstChild?.textContent)).toEqual([
      'No agent is available on queue Collections East (3 on queue, all on other calls).',
      'Rule set Skip Weekends filters out every remaining contact.',
      'The 1,240 remaining contacts are outside their calling hours until Monday 8:00 AM (America/Chicago).',
      'The organization has 50 active campaigns, the most Genesys Cloud allows (50).'
    ])
    expect(items[0]).toHaveTextContent(
      'Put agents on queue Collections East in Genesys Cloud, or free some from other calls.'
    )
    expect(items[3]).toHaveTextContent('Stop another campaign to make room.')
    expect(await panel()).not.toHaveTextContent(/outbound:|id-spring|q-1/)
    expect(diagnosisReads).toEqual([ID])
  })

  it('a fix made in Genesys Cloud links to its page there, in a new tab; none where there is no such page', async () => {
    diagnosis = () =>
      HttpResponse.json(
        answer([
          {
            kind: 'noAgents',
            queue: 'Collections East',
            onQueue: 0,
            busy: 0,
            onOtherCalls: 0,
            fixIn: { page: 'queueMembers', id: 'q-1' }
          },
          {
            kind: 'invalid',
            errors: ['The script Renewals v2 is not published.'],
            fixIn: { page: 'script', id: 'script-7' }
          },
          { kind: 'campaignLimit', active: 50, limit: 50 }
        ])
      )
    await renderPage()
    const [agents, invalid, limit] = await reasons()
    const queue = within(agents!).getByRole('link', {
      name: 'Open the queue’s members in Genesys Cloud (opens in a new tab)'
    })
    // the emulator's origin stands for https://apps.<region> (no region configured in tests)
    expect(queue).toHaveAttribute(
      'href',
      'http://localhost:4010/directory/#/admin/organization/queues/q-1/members'
    )
    expect(queue).toHaveAttribute('target', '_blank')
    expect(queue).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(invalid!).getByRole('link', { name: /Open the script in Genesys Cloud/ })).toHaveAttribute(
      'href',
      'http://localhost:4010/directory/#/admin/scripts/script-7'
    )
    expect(within(limit!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('one line when it dials normally', async () => {
    await renderPage()
    expect(await screen.findByTestId('diagnosis-dialing')).toHaveTextContent('Dialing normally')
    expect(screen.queryByRole('region', { name: "Why isn't it dialing?" })).not.toBeInTheDocument()
  })

  it('a worked-through list offers Recycle: confirmed, run as the page’s own action, then asked again', async () => {
    diagnosis = () => HttpResponse.json(answer([{ kind: 'listExhausted', contactList: 'Renewals list' }]))
    const user = await renderPage()
    const [item] = await reasons()
    expect(item).toHaveTextContent(
      'The list Renewals list is worked through: every contact has been called. Recycle it?'
    )
    diagnosis = () => HttpResponse.json(answer([], true))
    await user.click(within(item!).getByRole('button', { name: 'Recycle' }))
    const dialog = await screen.findByRole('dialog', { name: 'Recycle Spring renewals?' })
    await user.click(within(dialog).getByRole('button', { name: 'Recycle' }))
    await waitFor(() => expect(actions).toEqual([{ action: 'recycle', ids: [ID] }]))
    expect(await screen.findByTestId('diagnosis-dialing')).toHaveTextContent('Dialing normally')
    expect(diagnosisReads.length).toBeGreaterThanOrEqual(2)
  })

  it('someone who may not recycle is told why, in words', async () => {
    detail = detailOf(
      powerSettings,
      { status: 'on' },
      {
        capabilities: {
          ...allowedEverything,
          recycle: { allowed: false, reason: 'platform', permission: 'outbound:campaign:edit' }
        }
      }
    )
    diagnosis = () => HttpResponse.json(answer([{ kind: 'listExhausted', contactList: null }]))
    const user = await renderPage()
    const [item] = await reasons()
    const recycle = within(item!).getByRole('button', { name: 'Recycle' })
    expect(recycle).toHaveAttribute('aria-disabled', 'true')
    expect(recycle).toHaveAccessibleDescription('Your Genesys Cloud user may not recycle campaigns.')
    act(() => recycle.focus())
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await panel()).not.toHaveTextContent('outbound:')
  })

  it('an invalid campaign: the platform’s messages in the panel (the page shows them once)', async () => {
    detail = detailOf(powerSettings, { status: 'invalid', errors: ['The script is not published.'] })
    diagnosis = () =>
      HttpResponse.json(answer([{ kind: 'invalid', errors: ['The script is not published.'] }]))
    await renderPage()
    const [item] = await reasons()
    expect(item).toHaveTextContent('Genesys Cloud marks the campaign invalid:')
    expect(item).toHaveTextContent('The script is not published.')
    expect(screen.getAllByText('The script is not published.')).toHaveLength(1)
  })

  it('keeps the last answer when a reload fails, and says it is stale', async () => {
    diagnosis = () => HttpResponse.json(answer([{ kind: 'noLines' }]))
    jest.useFakeTimers()
    try {
      renderWithProviders(<CampaignDetailPage id={ID} />)
      const [item] = await reasons()
      expect(item).toHaveTextContent('No outbound line is available to it.')
      diagnosis = () => HttpResponse.json({ code: 'platform.unavailable', message: 'x' }, { status: 502 })
      await act(() => jest.advanceTimersByTimeAsync(30_000))
      await waitFor(() => expect(diagnosisReads).toHaveLength(2))
      const stale = await within(await panel()).findByTestId('diagnosis-stale')
      expect(stale).toHaveTextContent(
        /^As checked at .*; the latest check failed\. Genesys Cloud could not be reached/
      )
      expect((await reasons())[0]).toHaveTextContent('No outbound line is available to it.')
    } finally {
      jest.useRealTimers()
    }
  })

  it('a first load that fails says so in words, with Retry, the permission by its name first', async () => {
    diagnosis = () =>
      HttpResponse.json(
        { code: 'platform.missing_permission', message: 'x', permission: 'outbound:campaign:view' },
        { status: 403 }
      )
    const user = await renderPage()
    const failed = await screen.findByTestId('diagnosis-failed')
    expect(failed).toHaveTextContent(
      'Why it is not dialing could not be checked. You need the Genesys Cloud permission “View campaigns” (outbound:campaign:view).'
    )
    diagnosis = () => HttpResponse.json(answer([{ kind: 'unknown' }]))
    await user.click(within(failed).getByRole('button', { name: 'Retry' }))
    expect((await reasons())[0]).toHaveTextContent(
      'It is on but calls nobody, and Genesys Cloud does not say why.'
    )
  })

  it('a skeleton of its place while the first answer loads', async () => {
    diagnosis = async () => {
      await delay(300)
      return HttpResponse.json(answer([{ kind: 'noLines' }]))
    }
    await renderPage()
    expect(screen.getByTestId('diagnosis-loading')).toHaveTextContent('Checking why it is not dialing…')
    expect(await panel()).toBeInTheDocument()
    expect(screen.queryByTestId('diagnosis-loading')).not.toBeInTheDocument()
  })

  it('nothing for a campaign that is off, and no question asked; asked at once when it starts', async () => {
    detail = detailOf(powerSettings, { status: 'off' })
    const user = await renderPage()
    expect(screen.queryByTestId('diagnosis-loading')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: "Why isn't it dialing?" })).not.toBeInTheDocument()
    expect(diagnosisReads).toEqual([])

    diagnosis = () => HttpResponse.json(answer([{ kind: 'noLines' }]))
    await user.click(screen.getByRole('button', { name: 'Start' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start' }))
    expect((await reasons())[0]).toHaveTextContent('No outbound line is available to it.')
    expect(diagnosisReads).toEqual([ID])
  })
})
