import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderWithProviders } from '@/testing'

import { FormDialog } from './FormDialog'

describe('a form in a dialog', () => {
  it('is named by its title, sends its form, and says what went wrong at once', async () => {
    const user = userEvent.setup()
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const onClose = jest.fn()
    renderWithProviders(
      <FormDialog
        title="New list"
        submit="Create"
        cancel="Cancel"
        busy={false}
        error="Give it a name."
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <input aria-label="Name" />
      </FormDialog>
    )
    expect(screen.getByRole('dialog', { name: 'New list' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Give it a name.')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pilot{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('lets nothing be chosen while it is sent', () => {
    renderWithProviders(
      <FormDialog
        title="New list"
        submit="Create"
        cancel="Cancel"
        busy
        error={null}
        onSubmit={jest.fn()}
        onClose={jest.fn()}
      >
        <span />
      </FormDialog>
    )
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })
})
