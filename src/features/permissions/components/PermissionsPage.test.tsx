import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { Permission } from '@/shared/permissions/permissionTypes'
import {
  createTestRouter,
  permissionFixture as permission,
  renderWithProviders,
  setupTestServer
} from '@/testing'

import { sessionTransport } from '@/features/sessionApi'
import { createDataStore } from '@/shared/data'

import { permissionsApi } from '../api/permissionsApi'
import { PermissionsPage } from './PermissionsPage'

// Role queries over the data grid (accessible names of every cell) are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({ status: 'signedIn', user: { role: 'admin', company: 'Demo Contact Centre' } })
}))

const router = createTestRouter('/permissions')
jest.mock('next/router', () => ({ useRouter: () => router }))

const catalogue: Permission[] = [
  permission('View users', 'users', 'read', ['admin', 'supervisor']),
  permission('View the client page', 'acl-page', 'read', ['admin', 'supervisor', 'client']),
  permission('Everything, in every part of the app', 'all', 'manage', ['admin'])
]

let failures = 0
const seen: URL[] = []
setupTestServer(
  http.get('/apps/permissions/data', ({ request }) => {
    const url = new URL(request.url)
    seen.push(url)
    if (failures > 0) {
      failures -= 1
      return HttpResponse.json({ message: 'Not for you.', code: 'access.forbidden' }, { status: 403 })
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    const role = url.searchParams.get('role')
    const permissions = catalogue.filter(
      p =>
        (!q || `${p.name} ${p.subject} ${p.action}`.toLowerCase().includes(q)) &&
        (!role || p.assignedTo.includes(role as Permission['assignedTo'][number]))
    )
    return HttpResponse.json({
      permissions,
      total: permissions.length,
      params: { q, role },
      allData: [
        { field: 'assignedTo', value: 'admin', count: 3 },
        { field: 'assignedTo', value: 'supervisor', count: 2 },
        { field: 'assignedTo', value: 'client', count: 1 }
      ]
    })
  })
)

beforeEach(() => {
  failures = 0
  seen.length = 0
  router.at('/permissions')
  localStorage.setItem('accessToken', 'the-token')
})

const table = () => screen.getByRole('grid', { name: 'Permissions of Demo Contact Centre' })
const chipsOf = (name: string) =>
  within(within(table()).getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('listitem')
    .map(chip => chip.textContent)

describe('the permissions list in the data layer', () => {
  it('answers each query with its rows and the count per role, and keeps a failure apart', async () => {
    const { permissions } = permissionsApi.endpoints
    const store = createDataStore(sessionTransport)
    const viewing = await store.dispatch(permissions.initiate({ q: 'view' })).unwrap()
    expect(viewing).toMatchObject({ total: 2 })
    const client = await store.dispatch(permissions.initiate({ role: 'client' })).unwrap()
    expect(client.rows.map(p => p.name)).toEqual(['View the client page'])
    failures = 1
    await store.dispatch(permissions.initiate({}))
    expect(permissions.select({})(store.getState() as never)).toMatchObject({
      isError: true,
      error: { status: 403, code: 'access.forbidden' }
    })
    expect(seen.map(url => url.search)).toEqual(['?q=view', '?role=client', ''])
  })
})

describe('the permissions page', () => {
  it('lists each permission with its roles as chips, and the count per role', async () => {
    renderWithProviders(<PermissionsPage />)
    expect(await screen.findByRole('row', { name: /^View users/ })).toBeInTheDocument()
    expect(chipsOf('View users')).toEqual(['Admin', 'Supervisor'])
    expect(chipsOf('See campaigns and lists')).toEqual(['Admin', 'Supervisor', 'Client'])
    expect(chipsOf('Everything')).toEqual(['Admin'])
    expect(within(table()).getByRole('row', { name: /^Everything/ })).toHaveTextContent('Everything')
    const summary = screen.getByRole('list', { name: 'Permissions per role' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual(['Admin: 3', 'Supervisor: 2', 'Client: 1'])
    expect(screen.getByRole('status')).toHaveTextContent('Permissions found: 3')
  })

  it('says what each permission allows and is about in words, never the rules’ identifiers (issue 33)', async () => {
    catalogue.push(
      permission('Start, stop and recycle campaigns', 'campaign-runs', 'update', ['admin', 'supervisor'])
    )
    try {
      renderWithProviders(<PermissionsPage />)
      const runs = await screen.findByRole('row', { name: /^Start, stop and recycle campaigns/ })
      expect(runs).toHaveTextContent('Running campaigns')
      const readOnly = within(table()).getByRole('row', {
        name: /^See campaigns and lists, without changing them/
      })
      expect(readOnly).toHaveTextContent('Read-only pages')
      expect(within(table()).getByRole('row', { name: /^Everything/ })).toHaveTextContent('The whole app')
      expect(table()).not.toHaveTextContent(/acl-page|campaign-runs|View the client page/)
    } finally {
      catalogue.pop()
    }
  })

  it('searches once typing pauses, and filters by role', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PermissionsPage />)
    await screen.findByRole('row', { name: /^View users/ })
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'client')
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2))
    expect(seen.map(url => url.searchParams.get('q')).filter(Boolean)).toEqual(['client'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'admin')
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('role')).toBe('admin'))
    await user.clear(screen.getByRole('searchbox', { name: 'Search permissions' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'nothing-like-this')
    expect(await screen.findByText('No permissions match your search or filter.')).toBeInTheDocument()
  })

  it('opens at the search and role in the address, and keeps them there', async () => {
    router.at('/permissions?q=view&role=client&page=4')
    const user = userEvent.setup()
    renderWithProviders(<PermissionsPage />)
    expect(await screen.findByRole('row', { name: /^See campaigns and lists/ })).toBeInTheDocument()
    // search first (as the API's clients read it), then the filter; an unpaged list sends no page
    expect(seen.map(url => url.search)).toEqual(['?q=view&role=client'])
    expect(screen.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('view')
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('client')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), '')
    await waitFor(() => expect(router.asPath).toBe('/permissions?q=view'))
  })

  it('shows a failed load with a retry', async () => {
    failures = 1
    const user = userEvent.setup()
    renderWithProviders(<PermissionsPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The permissions could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /^View users/ })).toBeInTheDocument()
  })
})
