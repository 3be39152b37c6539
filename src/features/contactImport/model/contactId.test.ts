import { createHash } from 'node:crypto'

import { contactId, uuidV5 } from './contactId'
import { sha1 } from './sha1'

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8'

describe('contact ids', () => {
  it('computes SHA-1 as Node does, across block edges', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff)
      expect(Buffer.from(sha1(bytes)).toString('hex')).toBe(createHash('sha1').update(bytes).digest('hex'))
    }
  })

  it('makes RFC 9562 name-based UUIDs (version 5)', () => {
    // the RFC's own example (Appendix A.4)
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2')
  })

  it('gives the same id for the same list and number, another for another list or number', () => {
    const id = contactId('list-1', '+33612345678')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(contactId('list-1', '+33612345678')).toBe(id)
    expect(contactId('list-2', '+33612345678')).not.toBe(id)
    expect(contactId('list-1', '+33612345679')).not.toBe(id)
  })
})
