import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import type { CampaignSettings } from '@/shared/campaigns/campaignTypes'
import { notify } from '@/shared/ui/notify'
import { renderWithProviders } from '@/testing'

import { detailOf, formOptions } from '../testing/fixtures'
import { NewCampaignPage } from './NewCampaignPage'

jest.setTimeout(20_000)

jest.mock('@/shared/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }))
const push = jest.fn(() => Promise.resolve(true))
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath: '/campaigns/new' }) }))

const posts: CampaignSettings[] = []
let postAnswer: (settings: CampaignSettings) => Response = settings =>
  HttpResponse.json(detailOf(settings, { id: 'id-new' }), { status: 201 })

const server = setupServer(
  http.get('/api/campaigns/options', () => HttpResponse.json(formOptions)),
  http.post('/api/campaigns', async ({ request }) => {
    const { data } = (await request.json()) as { data: CampaignSettings }
    posts.push(data)
    return postAnswer(data)
  })
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  posts.length = 0
  push.mockClear()
  postAnswer = settings => HttpResponse.json(detailOf(settings, { id: 'id-new' }), { status: 201 })
  localStorage.setItem('accessToken', 'the-token')
})

const form = () => screen.getByRole('form', { name: 'New campaign' })
const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`))
const names = () =>
  [...form().querySelectorAll('input:not([type=radio]), select')].map(e => e.getAttribute('name'))

async function renderPage() {
  const user = userEvent.setup()
  renderWithProviders(<NewCampaignPage />)
  await screen.findByRole('heading', { level: 1, name: 'New campaign' })
  return user
}

describe('a new campaign', () => {
  it('asks for the dialing mode first, each explained, then only what that mode needs', async () => {
    const user = await renderPage()
    const modes = screen.getByRole('radiogroup', { name: 'How should the campaign dial?' })
    expect(within(modes).getAllByRole('radio')).toHaveLength(6)
    expect(within(modes).getByRole('radio', { name: /^Agentless/ })).toHaveAccessibleDescription(
      'Plays a message or sends calls to an IVR; no agent takes part.'
    )
    expect(names()).toEqual([])
    await user.click(within(modes).getByRole('radio', { name: /^Agentless/ }))
    expect(names()).toEqual([
      'name',
      'contactListId',
      'phoneColumn',
      'edgeGroupId',
      'siteId',
      'callAnalysisResponseSetId',
      'outboundLineCount',
      'callerName',
      'callerAddress',
      'priority',
      'divisionId',
      // one box per do-not-call list of the organisation
      'dncListIds',
      'dncListIds'
    ])
    await user.click(within(modes).getByRole('radio', { name: /^Preview/ }))
    expect(names()).toEqual([
      'name',
      'contactListId',
      'phoneColumn',
      'queueId',
      'scriptId',
      'maxCallsPerAgent',
      'callerName',
      'callerAddress',
      'priority',
      'divisionId',
      // one box per do-not-call list of the organisation
      'dncListIds',
      'dncListIds'
    ])
  })

  it('says to choose a mode when none is chosen', async () => {
    const user = await renderPage()
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))
    expect(screen.getByText('Choose how the campaign dials.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^Agentless/ })).toHaveFocus()
    expect(posts).toEqual([])
  })

  it('checks the required fields, then creates the campaign and opens its page', async () => {
    const user = await renderPage()
    await user.click(screen.getByRole('radio', { name: /^Predictive/ }))
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))
    expect(field('Name')).toHaveAccessibleDescription('This is required.')
    expect(field('Name')).toHaveFocus()
    expect(field('Abandon rate')).toHaveAccessibleDescription('This is required.')
    expect(posts).toEqual([])

    await user.type(field('Name'), 'Autumn winback')
    await user.selectOptions(field('Contact list'), 'cl-2')
    await user.selectOptions(field('Phone column'), 'Mobile')
    await user.selectOptions(field('Queue'), 'q-2')
    await user.selectOptions(field('Script'), 's-1')
    await user.selectOptions(field('Edge group'), 'e-1')
    await user.selectOptions(field('Call analysis response set'), 'car-1')
    await user.type(field('Abandon rate'), '2.5')
    await user.type(field('Caller name'), 'Demo CC')
    await user.type(field('Caller number'), '+1 317 555 0199')
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))

    await waitFor(() =>
      expect(posts).toEqual([
        {
          name: 'Autumn winback',
          dialingMode: 'predictive',
          contactListId: 'cl-2',
          queueId: 'q-2',
          scriptId: 's-1',
          edgeGroupId: 'e-1',
          siteId: null,
          callAnalysisResponseSetId: 'car-1',
          divisionId: null,
          callerName: 'Demo CC',
          callerAddress: '+1 317 555 0199',
          abandonRate: 2.5,
          outboundLineCount: null,
          maxCallsPerAgent: null,
          priority: null,
          phoneColumn: 'Mobile',
          dncListIds: []
        }
      ])
    )
    await waitFor(() => expect(push).toHaveBeenCalledWith('/campaigns/id-new'))
    expect(notify.success).toHaveBeenCalledWith('Autumn winback was created.')
  })

  it('says which permission a refused list needs, and offers the default site in place of edge groups', async () => {
    const lacks = (permission: string) => ({ permission, permissions: [permission], anyOf: false })
    server.use(
      http.get('/api/campaigns/options', () =>
        HttpResponse.json({
          ...formOptions,
          edgeGroups: [],
          scripts: [],
          defaultSiteId: 'site-1',
          refused: {
            edgeGroups: lacks('telephony:plugin:all'),
            scripts: {
              permission: 'scripter:script:view',
              permissions: ['scripter:script:view', 'scripter:*:*'],
              anyOf: true
            }
          }
        })
      )
    )
    const user = await renderPage()
    await user.click(screen.getByRole('radio', { name: /^Progressive/ }))
    expect(field('Edge group')).toHaveAccessibleDescription(
      "Genesys Cloud does not let you list these. You need the Genesys Cloud permission “Administer telephony (edge groups)” (telephony:plugin:all). Choose your organization's default site under Site instead."
    )
    expect(field('Script')).toHaveAccessibleDescription(
      'Genesys Cloud does not let you list these. You need one of the Genesys Cloud permissions “View scripts” (scripter:script:view) or scripter:*:*.'
    )
    expect(field('Queue')).not.toHaveAccessibleDescription(/Genesys Cloud/)

    await user.selectOptions(field('Site'), "Your organization's default site")
    expect(field('Edge group')).not.toBeRequired()
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))
    expect(field('Edge group')).not.toHaveAccessibleDescription('This is required.')
    expect(field('Script')).toHaveAccessibleDescription('This is required.')
    expect(posts).toEqual([])
  })

  it('creates a campaign that dials through the default site', async () => {
    server.use(
      http.get('/api/campaigns/options', () =>
        HttpResponse.json({ ...formOptions, edgeGroups: [], defaultSiteId: 'site-1' })
      )
    )
    const user = await renderPage()
    await user.click(screen.getByRole('radio', { name: /^Progressive/ }))
    await user.type(field('Name'), 'Site dialled')
    await user.selectOptions(field('Contact list'), 'cl-1')
    await user.selectOptions(field('Phone column'), 'Cell')
    await user.selectOptions(field('Queue'), 'q-1')
    await user.selectOptions(field('Script'), 's-1')
    await user.selectOptions(field('Site'), 'site-1')
    await user.selectOptions(field('Call analysis response set'), 'car-1')
    await user.type(field('Caller name'), 'Demo CC')
    await user.type(field('Caller number'), '+1 317 555 0199')
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))
    await waitFor(() =>
      expect(posts).toEqual([expect.objectContaining({ edgeGroupId: null, siteId: 'site-1' })])
    )
  })

  it("shows the server's 400 at its field", async () => {
    postAnswer = () =>
      HttpResponse.json(
        {
          message: 'The body is not valid: data.name: a campaign with this name exists',
          code: 'request.invalid'
        },
        { status: 400 }
      )
    const user = await renderPage()
    await user.click(screen.getByRole('radio', { name: /^Preview/ }))
    await user.type(field('Name'), 'Spring renewals')
    await user.selectOptions(field('Contact list'), 'cl-1')
    await user.selectOptions(field('Phone column'), 'Cell')
    await user.selectOptions(field('Queue'), 'q-1')
    await user.selectOptions(field('Script'), 's-1')
    await user.type(field('Caller name'), 'Demo CC')
    await user.type(field('Caller number'), '+1 317 555 0199')
    await user.click(screen.getByRole('button', { name: 'Create campaign' }))
    await waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription('data.name: a campaign with this name exists')
    )
    expect(field('Name')).toHaveFocus()
    expect(push).not.toHaveBeenCalled()
  })
})
