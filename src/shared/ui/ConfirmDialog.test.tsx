import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderWithProviders } from '@/testing'

import { ConfirmDialog } from './ConfirmDialog'

describe('the confirm dialog', () => {
  it('is named by its title, described by its text, Cancel first and the action last', async () => {
    const user = userEvent.setup()
    const onConfirm = jest.fn()
    const onClose = jest.fn()
    renderWithProviders(
      <ConfirmDialog
        title="Delete Autumn?"
        body="This cannot be undone."
        confirm="Delete"
        cancel="Cancel"
        failure="Autumn could not be deleted."
        onConfirm={onConfirm}
        onClose={onClose}
      />
    )
    const dialog = screen.getByRole('dialog', { name: 'Delete Autumn?' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(
      within(dialog)
        .getAllByRole('button')
        .map(button => button.textContent)
    ).toEqual(['Cancel', 'Delete'])
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Autumn could not be deleted.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('offers only the way out when there is nothing to confirm, and nothing while busy', () => {
    const { rerender } = renderWithProviders(
      <ConfirmDialog
        title="In use"
        body="Used by Renewals."
        confirm={null}
        cancel="Close"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />
    )
    expect(screen.getAllByRole('button').map(button => button.textContent)).toEqual(['Close'])
    rerender(
      <ConfirmDialog
        title="Stop it?"
        body="It stops."
        confirm="Stop"
        cancel="Cancel"
        busy
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />
    )
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled()
  })

  it('takes a choice below its text, and the caller’s own paragraphs as its description', async () => {
    const user = userEvent.setup()
    const onCancel = jest.fn()
    renderWithProviders(
      <ConfirmDialog
        title="Change the role"
        body={<p>Choose the new role.</p>}
        confirm="Save role"
        cancel="Discard"
        color="primary"
        ready={false}
        onConfirm={jest.fn()}
        onCancel={onCancel}
        onClose={jest.fn()}
        testId="role"
      >
        <input aria-label="Role" />
      </ConfirmDialog>
    )
    const dialog = screen.getByTestId('role-dialog')
    expect(within(dialog).getByRole('dialog')).toHaveAccessibleDescription('Choose the new role.')
    expect(within(dialog).getByRole('textbox', { name: 'Role' })).toBeInTheDocument()
    expect(screen.getByTestId('role-button')).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
