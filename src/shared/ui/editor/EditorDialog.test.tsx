import TextField from '@mui/material/TextField'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { createTestI18n, renderWithProviders } from '@/testing'

import { EditorDialog } from './EditorDialog'
import type { KindTexts } from './failureText'
import { useVersionedEditor } from './useVersionedEditor'

interface Thing {
  id: string
  name: string
  version: number
  colour: string
}

const THING: KindTexts = { code: 'thing', texts: 'things', errors: ['notFound', 'busy'] }

const i18n = createTestI18n()
i18n.addResourceBundle(
  'en',
  'translation',
  {
    things: {
      loadError: 'The things could not be loaded.',
      editor: {
        name: 'Name',
        titleNew: 'New thing',
        titleEdit: 'Edit {{name}}',
        cancel: 'Cancel',
        save: 'Save',
        create: 'Create',
        saving: 'Saving…',
        failed: 'The thing could not be saved.',
        invalid: 'Refused: {{field}}.',
        problems: { fix: 'Correct the fields marked in red.' }
      },
      conflict: {
        title: 'Someone else changed this thing',
        body: '{{name}} was changed meanwhile.',
        keep: 'Keep editing',
        reload: 'Reload',
        gone: '{{name}} no longer exists.'
      },
      errors: { notFound: 'No such thing.', busy: 'Busy: try again.' }
    }
  },
  true,
  true
)

const stored: Thing = { id: 't1', name: 'Kettle', version: 3, colour: 'red' }
const isThing = (value: unknown): value is Thing =>
  typeof value === 'object' && value !== null && typeof (value as Thing).colour === 'string'

interface Props {
  row: Thing | null
  save: (definition: { name: string; colour: string }, base: Thing | null) => Promise<Thing>
  reread?: (base: Thing) => Promise<Thing | null>
  onSaved?: (row: Thing, created: boolean) => void
  onClose?: () => void
}

/** A versioned object's editor of the test's own: a name and a colour. */
function ThingEditor({
  row,
  save,
  reread = async () => null,
  onSaved = () => {},
  onClose = () => {}
}: Props) {
  const [colour, setColour] = useState(row?.colour ?? '')
  const editor = useVersionedEditor({
    row,
    kind: THING,
    valid: colour !== '',
    definition: name => ({ name, colour }),
    draft: colour,
    save,
    reread,
    currentOf: current => (isThing(current) ? current : null),
    startFrom: fresh => setColour(fresh.colour),
    onSaved
  })
  return (
    <EditorDialog
      editor={editor}
      differences={theirs => [{ field: 'colour', label: 'Colour', yours: colour, theirs: theirs.colour }]}
      onClose={onClose}
    >
      <TextField label="Colour" value={colour} onChange={event => setColour(event.target.value)} />
    </EditorDialog>
  )
}

const conflict = (current?: Thing) => ({
  status: 409,
  code: 'thing.conflict',
  message: 'stale',
  ...(current ? { details: { current } } : {})
})

describe('the editor of a versioned object', () => {
  it('creates one: the name normalised, then told it was created', async () => {
    const user = userEvent.setup()
    const save = jest.fn(async (definition: { name: string; colour: string }) => ({
      id: 'new',
      version: 1,
      ...definition
    }))
    const onSaved = jest.fn()
    renderWithProviders(<ThingEditor row={null} save={save} onSaved={onSaved} />, { i18n })
    const dialog = screen.getByRole('dialog', { name: 'New thing' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Tea   pot ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Colour' }), 'blue')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(save).toHaveBeenCalledWith({ name: 'Tea pot', colour: 'blue' }, null)
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'new' }), true))
  })

  it('sends nothing while a field is wrong, and says so', async () => {
    const user = userEvent.setup()
    const save = jest.fn()
    renderWithProviders(<ThingEditor row={null} save={save} />, { i18n })
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(save).not.toHaveBeenCalled()
    expect(screen.getByText('Correct the fields marked in red.')).toBeInTheDocument()
  })

  it('saves with the version read; a 409 shows what differs, and Reload starts again from their version', async () => {
    const user = userEvent.setup()
    const theirs = { ...stored, version: 4, name: 'Kettle (new)', colour: 'green' }
    const save = jest
      .fn()
      .mockRejectedValueOnce(conflict(theirs))
      .mockImplementation(async (definition: object, base: Thing) => ({ ...base, ...definition }))
    renderWithProviders(<ThingEditor row={stored} save={save} />, { i18n })
    const dialog = screen.getByRole('dialog', { name: 'Edit Kettle' })
    const colour = within(dialog).getByRole('textbox', { name: 'Colour' })
    await user.clear(colour)
    await user.type(colour, 'blue')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(save).toHaveBeenLastCalledWith({ name: 'Kettle', colour: 'blue' }, stored)

    const refused = await screen.findByRole('dialog', { name: 'Someone else changed this thing' })
    expect(refused).toHaveAccessibleDescription('Kettle was changed meanwhile.')
    expect(within(refused).getByTestId('conflict-name')).toHaveTextContent('NameKettleKettle (new)')
    expect(within(refused).getByTestId('conflict-colour')).toHaveTextContent('Colourbluegreen')
    await user.click(within(refused).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(refused).not.toBeInTheDocument())
    expect(within(dialog).getByRole('textbox', { name: 'Colour' })).toHaveValue('green')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(save).toHaveBeenLastCalledWith({ name: 'Kettle (new)', colour: 'green' }, theirs)
  })

  it('reads it again when the 409 did not say their version, and says when it is gone', async () => {
    const user = userEvent.setup()
    const reread = jest.fn(async () => null)
    renderWithProviders(
      <ThingEditor row={stored} save={() => Promise.reject(conflict())} reread={reread} />,
      { i18n }
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const refused = await screen.findByRole('dialog', { name: 'Someone else changed this thing' })
    expect(within(refused).queryByRole('table')).not.toBeInTheDocument()
    await user.click(within(refused).getByRole('button', { name: 'Reload' }))
    expect(reread).toHaveBeenCalledWith(stored)
    expect(await screen.findByText('Kettle no longer exists.')).toBeInTheDocument()
  })

  it('names the field a 400 refused, and says any other failure in the kind’s words', async () => {
    const user = userEvent.setup()
    const save = jest
      .fn()
      .mockRejectedValueOnce({
        status: 400,
        code: 'request.invalid',
        message: 'no',
        details: { field: 'colour' }
      })
      .mockRejectedValueOnce({ status: 429, code: 'platform.rate_limited', message: 'slow down' })
    renderWithProviders(<ThingEditor row={stored} save={save} />, { i18n })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Refused: colour.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The thing could not be saved. Busy: try again.')).toBeInTheDocument()
  })

  it('guards unsaved changes: a click beside it does not close it, leaving the page asks; Cancel closes', async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    renderWithProviders(<ThingEditor row={stored} save={jest.fn()} onClose={onClose} />, { i18n })
    const backdrop = () => document.querySelector<HTMLElement>('.MuiBackdrop-root')!
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leaving()).toBe(false)
    fireEvent.click(backdrop())
    expect(onClose).toHaveBeenCalledTimes(1)

    await user.type(screen.getByRole('textbox', { name: 'Colour' }), 'dish')
    fireEvent.click(backdrop())
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(leaving()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
