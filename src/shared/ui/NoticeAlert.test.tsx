import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderWithProviders } from '@/testing'

import { NoticeAlert } from './NoticeAlert'

describe('a screen’s notice', () => {
  it('says a failure at once, anything else politely, and closes', async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    const { rerender } = renderWithProviders(
      <NoticeAlert
        notice={{ severity: 'error', text: 'Not saved.' }}
        closeText="Close the notice"
        onClose={onClose}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved.')
    rerender(
      <NoticeAlert
        notice={{ severity: 'success', text: 'Saved.' }}
        closeText="Close the notice"
        onClose={onClose}
      />
    )
    expect(screen.getByRole('status')).toHaveTextContent('Saved.')
    await user.click(screen.getByRole('button', { name: 'Close the notice' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(<NoticeAlert notice={null} closeText="Close the notice" onClose={onClose} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
