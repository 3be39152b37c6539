import { prefetchOverviewAt } from '@/features/campaigns'
import { mockMatchMedia } from '@/testing'
import { BELOW_MD_QUERY } from '@/theme/breakpoints'

import { prefetchHomeDataOnOpen } from './loadHomePage'

jest.mock('@/features/campaigns', () => ({
  ...jest.requireActual<object>('@/features/campaigns'),
  prefetchOverviewAt: jest.fn(() => Promise.resolve())
}))
const prefetch = jest.mocked(prefetchOverviewAt)

const user = {
  fullName: 'Avery Admin',
  username: 'avery.admin',
  email: 'avery.admin@democc.example',
  company: 'Demo Contact Centre',
  companyID: 'org-1',
  role: 'admin'
}
const storeSession = (expiry: number) => {
  localStorage.setItem('userData', JSON.stringify({ value: user, expiry }))
  localStorage.setItem('accessToken', 'token-1')
}

describe('the home page opened with a session stored', () => {
  beforeEach(() => {
    prefetch.mockClear()
    localStorage.clear()
    window.history.replaceState(null, '', '/')
    mockMatchMedia()
  })

  it("asks for the overview's first answer for the address's query, at the window's width", () => {
    storeSession(Date.now() + 60_000)
    window.history.replaceState(null, '', '/?status=on&pageSize=500')
    prefetchHomeDataOnOpen()
    expect(prefetch).toHaveBeenLastCalledWith('?status=on&pageSize=500', false)
    mockMatchMedia(query => query === BELOW_MD_QUERY)
    prefetchHomeDataOnOpen()
    expect(prefetch).toHaveBeenLastCalledWith('?status=on&pageSize=500', true)
  })

  it('asks nothing without a session, with an expired one, nor when another page is still the address', () => {
    prefetchHomeDataOnOpen()
    storeSession(Date.now() - 1)
    prefetchHomeDataOnOpen()
    storeSession(Date.now() + 60_000)
    window.history.replaceState(null, '', '/users')
    prefetchHomeDataOnOpen()
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('asks nothing when the address starts a Client App (its region is resolved first)', () => {
    storeSession(Date.now() + 60_000)
    window.history.replaceState(
      null,
      '',
      '/?gcHostOrigin=https%3A%2F%2Fapps.mypurecloud.ie&gcTargetEnv=prod-euw1'
    )
    prefetchHomeDataOnOpen()
    expect(prefetch).not.toHaveBeenCalled()
  })
})
