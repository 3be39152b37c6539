import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { mockMatchMedia, renderWithProviders } from '@/testing'

import { FormDrawer } from './FormDrawer'

beforeEach(() => mockMatchMedia(() => false))

describe('a form in a side drawer', () => {
  it('is named by its title, closes by its button, and starts a fresh form at each opening', async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    const form = jest.fn(({ opening }: { titleId: string; opening: number }) => <p>{`Form ${opening}`}</p>)
    const drawer = (open: boolean) => (
      <FormDrawer open={open} onClose={onClose} title="Add a user" closeLabel="Close">
        {form}
      </FormDrawer>
    )
    const { rerender } = renderWithProviders(drawer(true))
    expect(screen.getByRole('dialog', { name: 'Add a user' })).toHaveTextContent('Form 0')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(drawer(false))
    rerender(drawer(true))
    expect(await screen.findByText('Form 1')).toBeInTheDocument()
    expect(form).toHaveBeenLastCalledWith(
      expect.objectContaining({ titleId: expect.any(String), opening: 1 })
    )
  })
})
