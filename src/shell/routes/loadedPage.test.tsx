import { screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'

import { renderWithProviders } from '@/testing'

import { loadedPage } from './loadedPage'

function Campaign({ id }: { id: string }) {
  return <h1>Campaign {id}</h1>
}

/** A loader whose code arrives when the test says so (or fails), as a chunk over the network would. */
function deferredLoader() {
  let arrive: () => void = () => undefined
  let fail: (reason: Error) => void = () => undefined
  const code = new Promise<typeof Campaign>((resolve, reject) => {
    arrive = () => resolve(Campaign)
    fail = reject
  })
  const load = jest.fn(() => code)
  return { load, arrive: () => arrive(), fail: (reason: Error) => fail(reason) }
}

class Boundary extends Component<{ children: ReactNode }, { failure: string | null }> {
  state = { failure: null }
  static getDerivedStateFromError(error: Error) {
    return { failure: error.message }
  }
  render() {
    return this.state.failure ? <p>Failed: {this.state.failure}</p> : this.props.children
  }
}

test('starts loading the page when the route is defined, and shows the page with its props once it arrives', async () => {
  const { load, arrive } = deferredLoader()
  const Page = loadedPage(load)
  expect(load).toHaveBeenCalledTimes(1)

  renderWithProviders(<Page id="c-1" />)
  expect(screen.getByRole('status')).toBeInTheDocument()
  expect(screen.queryByRole('heading')).not.toBeInTheDocument()

  arrive()
  expect(await screen.findByRole('heading', { name: 'Campaign c-1' })).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('renders a page whose code is already here at once, without the placeholder', async () => {
  const { load, arrive } = deferredLoader()
  const Page = loadedPage(load)
  arrive()
  await load.mock.results[0]!.value

  renderWithProviders(<Page id="c-2" />)
  // in the first render: no placeholder shown before it
  expect(screen.getByRole('heading', { name: 'Campaign c-2' })).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('a page whose code cannot be loaded reaches the error boundary', async () => {
  const { load, fail } = deferredLoader()
  const Page = loadedPage(load)
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)

  renderWithProviders(
    <Boundary>
      <Page id="c-3" />
    </Boundary>
  )
  fail(new Error('chunk failed'))
  expect(await screen.findByText('Failed: chunk failed')).toBeInTheDocument()
  quiet.mockRestore()
})
