import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import { loadAclEngine } from '@/features/acl'
import type { Role } from '@/shared/acl'
import { LIST_SEARCH_DELAY_MS } from '@/shared/ui/list'
import { notify } from '@/shared/ui/notify'
import type { User } from '@/shared/users/userTypes'
import { createTestRouter, renderWithProviders, setupTestServer, userFixture as person } from '@/testing'

import { UsersPage } from './UsersPage'

// Role queries over the data grid (accessible names of every cell) are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/shared/ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }))

let me: { role: Role; email: string } = { role: 'admin', email: 'avery.admin@democc.example' }
jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { id: 1, fullName: 'Me', username: 'me', company: 'Demo Contact Centre', companyID: 'org', ...me }
  })
}))

// The address bar: the list starts from its query and keeps it there (shallow replace).
const router = createTestRouter('/users')
jest.mock('next/router', () => ({ useRouter: () => router }))

let people: User[] = []
let listFailures = 0
let unlistedSignIn = 'admin'
let settingsFailures = 0
const requests: { method: string; url: URL; body: unknown; at: number }[] = []
const listRequests = () => requests.filter(request => request.method === 'GET')
const lastList = () => Object.fromEntries(listRequests().at(-1)!.url.searchParams)

setupTestServer(
  http.get('/apps/users/list', ({ request }) => {
    const url = new URL(request.url)
    requests.push({ method: 'GET', url, body: null, at: Date.now() })
    if (listFailures > 0) {
      listFailures -= 1
      return HttpResponse.json({ message: 'Broken.', code: 'internal.error' }, { status: 500 })
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase()
    const role = url.searchParams.get('role')
    const page = Number(url.searchParams.get('page') ?? 1)
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
    const matches = people.filter(
      p => (!q || `${p.fullName} ${p.email}`.toLowerCase().includes(q)) && (!role || p.role === role)
    )
    const count = (field: 'role' | 'status', value: string) => people.filter(p => p[field] === value).length
    return HttpResponse.json({
      users: matches.slice((page - 1) * pageSize, page * pageSize),
      total: matches.length,
      params: Object.fromEntries(url.searchParams),
      allData: [
        ...['admin', 'supervisor', 'client'].map(value => ({
          field: 'role',
          value,
          count: count('role', value)
        })),
        ...['active', 'pending', 'inactive'].map(value => ({
          field: 'status',
          value,
          count: count('status', value)
        }))
      ]
    })
  }),
  http.post('/apps/users/add-user', async ({ request }) => {
    const body = (await request.json()) as { data: { fullName: string; email: string; role: Role } }
    requests.push({ method: 'POST', url: new URL(request.url), body, at: Date.now() })
    if (people.some(p => p.email.toLowerCase() === body.data.email.toLowerCase()))
      return HttpResponse.json({ message: 'Taken.', code: 'user.email_taken' }, { status: 409 })
    const user = person(body.data.fullName, body.data.role, { email: body.data.email, status: 'pending' })
    people = [user, ...people]
    return HttpResponse.json({ user }, { status: 201 })
  }),
  http.patch('/apps/users/change-role', async ({ request }) => {
    const body = (await request.json()) as { data: { id: string; role: Role } }
    requests.push({ method: 'PATCH', url: new URL(request.url), body, at: Date.now() })
    if (body.data.id === 'id-avery-admin')
      return HttpResponse.json({ message: 'Last admin.', code: 'user.last_admin' }, { status: 409 })
    people = people.map(p => (p.id === body.data.id ? { ...p, role: body.data.role } : p))
    return HttpResponse.json({ user: people.find(p => p.id === body.data.id) })
  }),
  http.get('/apps/users/settings', () => {
    if (settingsFailures > 0) {
      settingsFailures -= 1
      return HttpResponse.json({ message: 'Broken.', code: 'internal.error' }, { status: 500 })
    }
    return HttpResponse.json({ settings: { unlistedSignIn, updatedAt: null } })
  }),
  http.put('/apps/users/settings', async ({ request }) => {
    const body = (await request.json()) as { data: { unlistedSignIn: string } }
    requests.push({ method: 'PUT', url: new URL(request.url), body, at: Date.now() })
    unlistedSignIn = body.data.unlistedSignIn
    return HttpResponse.json({ settings: { unlistedSignIn, updatedAt: '2026-04-01T09:00:00.000Z' } })
  }),
  http.delete('/apps/users/delete', async ({ request }) => {
    const body = (await request.json()) as { data: string }
    requests.push({ method: 'DELETE', url: new URL(request.url), body, at: Date.now() })
    const user = people.find(p => p.id === body.data)
    if (body.data === 'id-avery-admin')
      return HttpResponse.json({ message: 'Last admin.', code: 'user.last_admin' }, { status: 409 })
    people = people.filter(p => p !== user)
    return HttpResponse.json({ deleted: user })
  })
)

const table = () => screen.getByRole('grid', { name: /^Users of Demo Contact Centre/ })
// The grid does not take aria-busy: the box around it carries it.
const busy = () => table().closest('[aria-busy]')
// Rows by the person's id (the grid's data-id; the fixture's ids come from the names): much cheaper than role
// queries by name over the whole grid (the accessible names of every cell).
const bodyRows = () => [...table().querySelectorAll<HTMLElement>('[role="row"][data-id]')]
const queryRow = (name: string) =>
  screen
    .queryByRole('grid')
    ?.querySelector<HTMLElement>(`[role="row"][data-id="${person(name, 'client').id}"]`) ?? null
const rowOf = (name: string) => {
  const row = queryRow(name)
  if (!row) throw new Error(`No row for ${name}`)
  return row
}
const findRow = (name: string) => waitFor(() => rowOf(name))

async function renderLoaded() {
  const user = userEvent.setup()
  renderWithProviders(<UsersPage />)
  await findRow('Avery Admin')
  return user
}

beforeAll(() => loadAclEngine())
beforeEach(() => {
  me = { role: 'admin', email: 'avery.admin@democc.example' }
  people = [
    person('Tom Okafor', 'client'),
    person('Priya Raman', 'supervisor', { status: 'pending' }),
    person('Sam Supervisor', 'supervisor'),
    person('Avery Admin', 'admin')
  ]
  router.at('/users')
  listFailures = 0
  unlistedSignIn = 'admin'
  settingsFailures = 0
  requests.length = 0
  localStorage.setItem('accessToken', 'the-token')
  jest.mocked(notify.success).mockClear()
  jest.mocked(notify.error).mockClear()
})

describe('the users page', () => {
  it('shows placeholders, then the people, the counts by role and status, and announces the result', async () => {
    renderWithProviders(<UsersPage />)
    expect(busy()).toHaveAttribute('aria-busy', 'true')
    expect(queryRow('Avery Admin')).toBeNull()

    expect(await findRow('Avery Admin')).toBeInTheDocument()
    expect(busy()).toHaveAttribute('aria-busy', 'false')
    expect(bodyRows()).toHaveLength(4)
    expect(rowOf('Priya Raman')).toHaveTextContent('Supervisor')
    expect(rowOf('Priya Raman')).toHaveTextContent('Pending')
    const stats = screen.getByRole('list', { name: 'Users by role and status' })
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map(item => item.textContent)
    ).toEqual(['Admins1', 'Supervisors2', 'Clients1', 'Active3', 'Pending1', 'Inactive0'])
    expect(screen.getByRole('status')).toHaveTextContent('Users found: 4')
    expect(lastList()).toEqual({ page: '1', pageSize: '25', sort: 'fullName:asc' })
  })

  it('searches once typing pauses (debounced), from page 1', async () => {
    const user = await renderLoaded()
    const before = listRequests().length
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'okafor')
    const typedAt = Date.now()
    expect(listRequests()).toHaveLength(before)
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(rowOf('Tom Okafor')).toBeInTheDocument()
    const searches = listRequests().slice(before)
    expect(searches.map(request => request.url.searchParams.get('q'))).toEqual(['okafor'])
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(LIST_SEARCH_DELAY_MS - 50)
  })

  it('filters by role and status, each from page 1', async () => {
    const user = await renderLoaded()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'supervisor')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(lastList()).toMatchObject({ role: 'supervisor', page: '1' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    await waitFor(() => expect(lastList()).toMatchObject({ role: 'supervisor', status: 'pending' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '')
    await waitFor(() => expect(lastList()).not.toHaveProperty('role'))
  })

  it('sorts on the server by the column chosen; aria-sort tells which and how', async () => {
    const user = await renderLoaded()
    const header = (name: string) => screen.getByRole('columnheader', { name })
    // by name A→Z, as every list opens
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Added')).toHaveAttribute('aria-sort', 'none')
    await user.click(header('Added'))
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'createdAt:desc' }))
    expect(header('Added')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Name')).toHaveAttribute('aria-sort', 'none')
    await user.click(header('Name'))
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'fullName:asc' }))
    await user.click(header('Name'))
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'fullName:desc' }))
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending')
  })

  it('says so when nobody matches', async () => {
    const user = await renderLoaded()
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody')
    expect(await screen.findByText('No users match your search or filters.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Users found: 0')
  })

  it('shows a failed load with a retry', async () => {
    listFailures = 1
    const user = userEvent.setup()
    renderWithProviders(<UsersPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The users could not be loaded.')
    expect(alert).toHaveTextContent('The server ran into a problem. Try again in a moment.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await findRow('Avery Admin')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps the rows after a failed refresh, says when they are from, and tries again', async () => {
    const user = await renderLoaded()
    listFailures = 1
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'client')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The users could not be loaded.')
    expect(alert).toHaveTextContent(/Last updated \d{1,2}:\d{2}:\d{2}/)
    expect(bodyRows()).toHaveLength(4)
    // nothing new is announced while the rows shown are the old ones
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    expect(lastList()).toMatchObject({ role: 'client' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('pages on the server; the rows per page start again at page 1', async () => {
    people = [...people, ...Array.from({ length: 24 }, (_, i) => person(`Filler ${i + 1}`, 'client'))]
    const user = await renderLoaded()
    expect(screen.getByText('1–25 of 28')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }))
    await waitFor(() => expect(lastList()).toMatchObject({ page: '2', pageSize: '25' }))
    expect(await screen.findByText('26–28 of 28')).toBeInTheDocument()
    await waitFor(() => expect(bodyRows()).toHaveLength(3))
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }))
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', pageSize: '50' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(28))
  })

  describe('the query in the address bar', () => {
    it('opens at the address’s query, dropping what is not valid, and leaves the address as it came', async () => {
      router.at('/users?role=supervisor&sort=fullName%3Aasc&status=dancing&page=0&junk=x')
      renderWithProviders(<UsersPage />)
      await findRow('Sam Supervisor')
      // one request, with the address's query (not the defaults first)
      expect(listRequests().map(request => Object.fromEntries(request.url.searchParams))).toEqual([
        { role: 'supervisor', sort: 'fullName:asc', page: '1', pageSize: '25' }
      ])
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('supervisor')
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('')
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
      expect(router.replace).not.toHaveBeenCalled()
    })

    it("follows the query, replaced (not pushed), shallow, defaults left out, others' parameters kept", async () => {
      router.at('/users?junk=x')
      const user = await renderLoaded()
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
      await waitFor(() => expect(router.asPath).toBe('/users?junk=x&status=pending'))
      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'priya')
      await waitFor(() => expect(router.asPath).toBe('/users?junk=x&q=priya&status=pending'))
      expect(router.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/users\?/), undefined, {
        shallow: true,
        scroll: false
      })
      expect(router.push).not.toHaveBeenCalled()
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '')
      await user.clear(screen.getByRole('searchbox', { name: 'Search users' }))
      await waitFor(() => expect(router.asPath).toBe('/users?junk=x'))
    })

    it('opens at the page the address names, once the list says it exists', async () => {
      people = [...people, ...Array.from({ length: 24 }, (_, i) => person(`Filler ${i + 1}`, 'client'))]
      router.at('/users?page=2')
      renderWithProviders(<UsersPage />)
      expect(await screen.findByText('26–28 of 28')).toBeInTheDocument()
      expect(listRequests().map(request => request.url.searchParams.get('page'))).toEqual(['2'])
      expect(router.replace).not.toHaveBeenCalled()
    })

    it('a page left past the end (its last person removed) moves to the last page there is', async () => {
      router.at('/users?page=3')
      renderWithProviders(<UsersPage />)
      await findRow('Avery Admin')
      expect(listRequests().map(request => request.url.searchParams.get('page'))).toEqual(['3', '1'])
      await waitFor(() => expect(router.asPath).toBe('/users'))
    })
  })

  describe('adding someone', () => {
    const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: 'Add user' }))
      return screen.findByRole('dialog', { name: 'Add a user' })
    }

    it('checks the fields before sending anything', async () => {
      const user = await renderLoaded()
      const drawer = await openDrawer(user)
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
        'Enter a name.'
      )
      expect(within(drawer).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Enter the email address.'
      )
      expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toHaveFocus()
      expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
        'aria-invalid',
        'true'
      )

      await user.type(within(drawer).getByRole('textbox', { name: 'Full name' }), 'Vic Viewer')
      expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
        'aria-invalid',
        'false'
      )
      await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'vic@nowhere')
      expect(within(drawer).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Enter an email address such as name@example.com.'
      )
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      expect(requests.filter(request => request.method === 'POST')).toHaveLength(0)
    })

    it('sends a valid person, tells the result, closes and shows the list again with the last params', async () => {
      const user = await renderLoaded()
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'client')
      await waitFor(() => expect(bodyRows()).toHaveLength(1))
      const drawer = await openDrawer(user)
      expect(
        within(within(drawer).getByRole('combobox', { name: 'Role' }))
          .getAllByRole('option')
          .map(option => option.textContent)
      ).toEqual(['Admin', 'Supervisor', 'Client'])
      await user.type(within(drawer).getByRole('textbox', { name: 'Full name' }), '  Vic   Viewer ')
      await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'vic.viewer@democc.example')
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Role' }), 'client')
      const listsBefore = listRequests().length
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))

      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Vic Viewer was added.'))
      expect(requests.find(request => request.method === 'POST')!.body).toEqual({
        data: { fullName: 'Vic Viewer', email: 'vic.viewer@democc.example', role: 'client' }
      })
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Add a user' })).not.toBeInTheDocument()
      )
      expect(listRequests()).toHaveLength(listsBefore + 1)
      expect(lastList()).toMatchObject({ role: 'client', page: '1' })
      expect(rowOf('Vic Viewer')).toBeInTheDocument()
    })

    it("shows the server's refusal at the field concerned (409: the address is taken)", async () => {
      const user = await renderLoaded()
      const drawer = await openDrawer(user)
      await user.type(within(drawer).getByRole('textbox', { name: 'Full name' }), 'Tom Again')
      await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'TOM.okafor@democc.example')
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      const email = within(drawer).getByRole('textbox', { name: 'Email' })
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('Someone in your organization already has this address.')
      )
      expect(email).toHaveFocus()
      expect(notify.success).not.toHaveBeenCalled()
      expect(screen.getByRole('dialog', { name: 'Add a user' })).toBeInTheDocument()
    })

    it('offers a supervisor only the roles a supervisor may give', async () => {
      me = { role: 'supervisor', email: 'sam.supervisor@democc.example' }
      const user = await renderLoaded()
      const drawer = await openDrawer(user)
      expect(
        within(within(drawer).getByRole('combobox', { name: 'Role' }))
          .getAllByRole('option')
          .map(option => option.textContent)
      ).toEqual(['Supervisor', 'Client'])
    })
  })

  describe('removing someone', () => {
    it('asks first: cancelling removes nothing', async () => {
      const user = await renderLoaded()
      await user.click(within(rowOf('Tom Okafor')).getByRole('button', { name: 'Remove Tom Okafor' }))
      const dialog = await screen.findByRole('dialog', { name: 'Remove Tom Okafor?' })
      expect(dialog).toHaveAccessibleDescription(
        'Tom Okafor (tom.okafor@democc.example) will no longer be able to use Campaign Manager.'
      )
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(requests.filter(request => request.method === 'DELETE')).toHaveLength(0)
      expect(rowOf('Tom Okafor')).toBeInTheDocument()
    })

    it('removes once confirmed, tells the result and shows the list again', async () => {
      const user = await renderLoaded()
      await user.click(within(rowOf('Tom Okafor')).getByRole('button', { name: 'Remove Tom Okafor' }))
      const dialog = await screen.findByRole('dialog', { name: 'Remove Tom Okafor?' })
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Tom Okafor was removed.'))
      expect(requests.find(request => request.method === 'DELETE')!.body).toEqual({ data: 'id-tom-okafor' })
      await waitFor(() => expect(queryRow('Tom Okafor')).toBeNull())
    })

    it("tells the server's refusal in a toast", async () => {
      me = { role: 'admin', email: 'someone.else@democc.example' }
      const user = await renderLoaded()
      await user.click(within(rowOf('Avery Admin')).getByRole('button', { name: 'Remove Avery Admin' }))
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Remove Avery Admin?' })).getByRole('button', {
          name: 'Remove'
        })
      )
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The last admin cannot be removed.'))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(rowOf('Avery Admin')).toBeInTheDocument()
    })

    it('offers no removal of oneself, nor (to a supervisor) of an admin', async () => {
      me = { role: 'supervisor', email: 'sam.supervisor@democc.example' }
      await renderLoaded()
      expect(within(rowOf('Sam Supervisor')).queryByRole('button')).not.toBeInTheDocument()
      expect(within(rowOf('Avery Admin')).queryByRole('button')).not.toBeInTheDocument()
      expect(
        within(rowOf('Priya Raman')).getByRole('button', { name: 'Remove Priya Raman' })
      ).toBeInTheDocument()
    })
  })

  describe('changing a role', () => {
    it('saves only a different role, once chosen, tells the result and shows the list again', async () => {
      const user = await renderLoaded()
      await user.click(
        within(rowOf('Tom Okafor')).getByRole('button', { name: 'Change the role of Tom Okafor' })
      )
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Tom Okafor' })
      const roles = within(dialog).getByRole('radiogroup', { name: 'Role' })
      expect(within(roles).getByRole('radio', { name: 'Client' })).toBeChecked()
      const save = within(dialog).getByRole('button', { name: 'Save role' })
      expect(save).toBeDisabled()
      await user.click(within(roles).getByRole('radio', { name: 'Supervisor' }))
      const before = listRequests().length
      await user.click(save)
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Tom Okafor is now Supervisor.'))
      expect(requests.filter(request => request.method === 'PATCH').map(request => request.body)).toEqual([
        { data: { id: 'id-tom-okafor', role: 'supervisor' } }
      ])
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      // the list again, with the last params: Tom shows as a supervisor
      expect(listRequests().length).toBe(before + 1)
      expect(within(rowOf('Tom Okafor')).getByText('Supervisor')).toBeInTheDocument()
    })

    it('cancelling changes nothing', async () => {
      const user = await renderLoaded()
      await user.click(
        within(rowOf('Tom Okafor')).getByRole('button', { name: 'Change the role of Tom Okafor' })
      )
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Tom Okafor' })
      await user.click(within(dialog).getByRole('radio', { name: 'Admin' }))
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(requests.filter(request => request.method === 'PATCH')).toHaveLength(0)
    })

    it("tells the server's refusal in the words of a role change", async () => {
      me = { role: 'admin', email: 'someone.else@democc.example' }
      const user = await renderLoaded()
      await user.click(
        within(rowOf('Avery Admin')).getByRole('button', { name: 'Change the role of Avery Admin' })
      )
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Avery Admin' })
      await user.click(within(dialog).getByRole('radio', { name: 'Client' }))
      await user.click(within(dialog).getByRole('button', { name: 'Save role' }))
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(
          'Your organization needs at least one admin: make someone else admin first.'
        )
      )
    })

    it('offers a supervisor only supervisor and client, never for an admin or oneself', async () => {
      me = { role: 'supervisor', email: 'sam.supervisor@democc.example' }
      const user = await renderLoaded()
      expect(
        within(rowOf('Avery Admin')).queryByRole('button', { name: /Change the role/ })
      ).not.toBeInTheDocument()
      expect(
        within(rowOf('Sam Supervisor')).queryByRole('button', { name: /Change the role/ })
      ).not.toBeInTheDocument()
      await user.click(
        within(rowOf('Priya Raman')).getByRole('button', { name: 'Change the role of Priya Raman' })
      )
      const dialog = await screen.findByRole('dialog', { name: 'Change the role of Priya Raman' })
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map(radio => radio.getAttribute('value'))
      ).toEqual(['supervisor', 'client'])
    })
  })

  describe('the rule for people not on the list (issue 11, finding 6)', () => {
    const ruleCard = () => screen.findByRole('region', { name: 'People not on the list' })

    it('shows an admin the rule as a radio group, the spec’s default chosen, and saves another choice', async () => {
      const user = await renderLoaded()
      const card = await ruleCard()
      expect(card).toHaveAccessibleDescription(
        'What happens when someone of Demo Contact Centre signs in with Genesys Cloud before anyone added them to this list.'
      )
      const group = within(card).getByRole('radiogroup', { name: 'When they sign in' })
      expect(
        await within(group).findByRole('radio', { name: 'They become admins (the default)' })
      ).toBeChecked()
      expect(
        within(group)
          .getAllByRole('radio')
          .map(radio => radio.getAttribute('value'))
      ).toEqual(['admin', 'supervisor', 'client', 'refuse'])
      const save = within(card).getByRole('button', { name: 'Save rule' })
      expect(save).toBeDisabled()

      // by keyboard: arrow keys move the choice within the group
      await user.click(within(group).getByRole('radio', { name: 'They become admins (the default)' }))
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
      expect(
        within(group).getByRole('radio', { name: 'They cannot sign in until someone adds them' })
      ).toBeChecked()
      await user.click(save)
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('The rule for people not on the list was saved.')
      )
      expect(requests.filter(request => request.method === 'PUT').map(request => request.body)).toEqual([
        { data: { unlistedSignIn: 'refuse' } }
      ])
      expect(save).toBeDisabled()
    })

    it('says when the rule could not be loaded, and tries again', async () => {
      settingsFailures = 1
      const user = await renderLoaded()
      const card = await ruleCard()
      expect(
        await within(card).findByText(/The rule for people not on the list could not be loaded\./)
      ).toBeInTheDocument()
      await user.click(within(card).getByRole('button', { name: 'Retry' }))
      expect(
        await within(card).findByRole('radio', { name: 'They become admins (the default)' })
      ).toBeChecked()
    })

    it('is not shown to a supervisor (only admins may change it), and nothing is asked', async () => {
      me = { role: 'supervisor', email: 'sam.supervisor@democc.example' }
      await renderLoaded()
      expect(screen.queryByRole('region', { name: 'People not on the list' })).not.toBeInTheDocument()
    })
  })
})
