import { z } from 'zod'
import { MAX_CONTACTS_PER_CALL, PHONE_TYPES } from '@/shared/contactLists/contactListTypes'

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

const columnName = z
  .string()
  .trim()
  .min(1, 'A column needs a name.')
  .max(100, 'A column name may be 100 characters at most.')
  .refine(
    name => !['__proto__', 'constructor', 'prototype'].includes(name),
    'That column name is not allowed.'
  )

/**
 * POST /api/contact-lists: `{ data: NewContactList }`. Columns are unique whatever their case (the platform
 * compares them so), at most 50; every phone column is one of them, at least one.
 */
export const createContactListBodySchema = z.strictObject({
  data: z
    .strictObject({
      name: z
        .string()
        .trim()
        .min(1, 'Give the list a name.')
        .max(200, 'A name may be 200 characters at most.'),
      columnNames: z
        .array(columnName)
        .min(1, 'A list needs at least one column.')
        .max(50, 'A list may have 50 columns at most.'),
      phoneColumns: z
        .array(
          z.strictObject({
            columnName,
            type: z.enum(PHONE_TYPES, { error: `type must be one of ${PHONE_TYPES.join(', ')}.` })
          })
        )
        .min(1, 'Choose at least one phone number column: contacts without a number cannot be called.'),
      divisionId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'divisionId must be a Genesys Cloud id.')
        .optional()
    })
    .superRefine((list, context) => {
      const seen = new Set<string>()
      for (const name of list.columnNames) {
        if (seen.has(name.toLowerCase()))
          context.addIssue({
            code: 'custom',
            path: ['columnNames'],
            message: `The column ${name} is named twice.`
          })
        seen.add(name.toLowerCase())
      }
      for (const phone of list.phoneColumns)
        if (!list.columnNames.includes(phone.columnName))
          context.addIssue({
            code: 'custom',
            path: ['phoneColumns'],
            message: `${phone.columnName} is not one of the list's columns.`
          })
    })
})
