import { z } from 'zod'
import { MAX_CONTACTS_PER_CALL } from '@/shared/contactLists/contactListTypes'

// A contact's id is ours to choose (the import derives it from the number): printable, no separators the
// platform's query strings would split on.
const contactId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Each contact id must be 1–64 letters, digits or _.:-')
// Column names and values as the platform takes them; a cell of a CSV is never this long in practice.
const cell = z.string().max(1_000, 'A value may be 1,000 characters at most.')
const column = z
  .string()
  .min(1)
  .max(100)
  .refine(
    name => !['__proto__', 'constructor', 'prototype'].includes(name),
    'That column name is not allowed.'
  )

/** POST /api/contact-lists/{id}/contacts: `{ data: ContactToAdd[] }`, 1 to 1,000 contacts (the platform's limit). */
export const addContactsBodySchema = z.strictObject({
  data: z
    .array(z.strictObject({ id: contactId, data: z.record(column, cell) }), {
      error: 'data must be a list of contacts.'
    })
    .min(1, 'Send at least one contact.')
    .max(MAX_CONTACTS_PER_CALL, `Send at most ${MAX_CONTACTS_PER_CALL} contacts per call.`)
})

/** DELETE /api/contact-lists/{id}/contacts: `{ data: id[] }`, 1 to 100 ids. */
export const deleteContactsBodySchema = z.strictObject({
  data: z
    .array(contactId)
    .min(1, 'Name at least one contact.')
    .max(100, 'Remove at most 100 contacts at once.')
})

/** PUT /api/contact-lists/{id}/contacts: `{ data: { id, data, callable } }`, one contact changed. */
export const updateContactBodySchema = z.strictObject({
  data: z.strictObject({ id: contactId, data: z.record(column, cell), callable: z.boolean() })
})
