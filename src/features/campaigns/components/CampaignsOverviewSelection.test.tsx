import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { loadAclEngine } from '@/features/acl'
import type { Role } from '@/shared/acl'
import type { CampaignCapabilities } from '@/shared/campaigns/campaignTypes'
import { notificationHandlers, notifications, renderWithProviders, setupTestServer } from '@/testing'

import { allowedEverything, campaignRow, overviewOf } from '../testing/fixtures'
import { CampaignsOverviewPage } from './CampaignsOverviewPage'

// Issue 33, finding 10: the wall offers its rows' checkboxes only to people who may take a bulk action
// (start, stop or recycle); a viewer sees the campaigns without checkboxes that lead nowhere.
jest.mock('@/shared/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }))
jest.mock('@/shared/ui/notifyAlert', () => ({ notifyAlert: jest.fn() }))

let role: Role = 'client'
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Vic Viewer',
      username: 'vic',
      email: 'vic.viewer@democc.example',
      company: 'Demo Contact Centre',
      companyID: 'org',
      role
    }
  })
}))
const router = { isReady: true, pathname: '/', asPath: '/', query: {}, replace: jest.fn(async () => true) }
jest.mock('next/router', () => ({ useRouter: () => router }))

const rows = [campaignRow('Spring renewals', { status: 'on' }), campaignRow('Winback')]
let capabilities: CampaignCapabilities = allowedEverything
setupTestServer(
  ...notificationHandlers,
  http.get('/api/campaigns', () => HttpResponse.json(overviewOf(rows, { capabilities }))),
  http.post('/api/campaigns/performance', () => HttpResponse.json({ readAt: '', campaigns: [] }))
)

beforeAll(async () => {
  await loadAclEngine()
})
beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
})
afterEach(() => notifications.reset())

async function renderWall() {
  renderWithProviders(<CampaignsOverviewPage />)
  await screen.findByRole('link', { name: 'Spring renewals' })
  return screen.getByTestId('campaigns-table')
}

const refused = { allowed: false, reason: 'role' } as const
const noPlatform = {
  allowed: false as const,
  reason: 'platform' as const,
  permission: 'outbound:campaign:start'
}

describe('the wall’s selection checkboxes', () => {
  it('are not offered to a viewer, who may start, stop and recycle nothing', async () => {
    role = 'client'
    capabilities = {
      create: refused,
      edit: refused,
      delete: refused,
      start: refused,
      stop: refused,
      recycle: refused
    }
    const table = await renderWall()
    expect(within(table).queryAllByRole('checkbox')).toEqual([])
    // the campaigns are all there, their switches saying why they are disabled
    expect(within(table).getByRole('link', { name: 'Winback' })).toBeInTheDocument()
  })

  it('are offered when at least one bulk action is allowed (stop, without the permission to start)', async () => {
    role = 'supervisor'
    capabilities = { ...allowedEverything, start: noPlatform, recycle: noPlatform }
    const table = await renderWall()
    expect(within(table).getByRole('checkbox', { name: 'Select Winback' })).toBeInTheDocument()
    expect(
      within(table).getByRole('checkbox', { name: 'Select every campaign on this page' })
    ).toBeInTheDocument()
  })
})
