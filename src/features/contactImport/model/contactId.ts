import { sha1 } from './sha1'

/** The namespace of Campaign Manager's contact ids (a random UUID, fixed once: changing it changes every id). */
export const CONTACT_ID_NAMESPACE = '5f0c2a7e-3c1b-4a8e-9d6f-2b7a41c9e8d3'

const encoder = new TextEncoder()

function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '')
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16))
}

/** A name-based UUID, version 5 (RFC 9562 §5.5): SHA-1 of the namespace and the name. */
export function uuidV5(name: string, namespace: string): string {
  const nameBytes = encoder.encode(name)
  const input = new Uint8Array(16 + nameBytes.length)
  input.set(uuidBytes(namespace))
  input.set(nameBytes, 16)
  const hash = sha1(input).slice(0, 16)
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = Array.from(hash, byte => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The rule of one contact per number: a contact of a list is identified by its first phone number (in E.164,
 * the list's phone columns in order), and its id is derived from the list's id and that number. Sending the
 * same contact again (a resumed import, a batch sent twice because its answer was lost, the same file imported
 * next week) gives the same id, and the platform's `POST /outbound/contactlists/{id}/contacts` updates the
 * contact whose id exists instead of adding another.
 */
export function contactId(listId: string, firstPhoneE164: string): string {
  return uuidV5(`${listId}\u0000${firstPhoneE164}`, CONTACT_ID_NAMESPACE)
}
