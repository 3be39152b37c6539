import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast, { Toaster } from 'react-hot-toast'

import { mockMatchMedia } from '@/testing'

import { showUndoToast } from './showUndoToast'

beforeEach(() => mockMatchMedia(() => false))
afterEach(() => act(() => toast.remove()))

describe('the week view’s notice with Undo', () => {
  it('is one at a time: a second change’s notice takes the place of the first, and its Undo undoes the second', async () => {
    const undone: string[] = []
    render(<Toaster />)
    act(() => showUndoToast('Winback: Tue 9 AM–5 PM (+1 h), saved.', 'Undo', () => undone.push('first')))
    act(() =>
      showUndoToast('Winback: Tue 9 AM–5:30 PM (+30 min), saved.', 'Undo', () => undone.push('second'))
    )
    expect(await screen.findByText('Winback: Tue 9 AM–5:30 PM (+30 min), saved.')).toBeInTheDocument()
    expect(screen.queryByText('Winback: Tue 9 AM–5 PM (+1 h), saved.')).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Undo' }))
    expect(undone).toEqual(['second'])
  })
})
