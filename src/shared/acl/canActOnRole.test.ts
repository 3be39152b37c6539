import { canActOnRole } from './canActOnRole'

describe('canActOnRole', () => {
  it('lets an admin act on every role', () => {
    expect(canActOnRole('admin', 'admin')).toBe(true)
    expect(canActOnRole('admin', 'supervisor')).toBe(true)
    expect(canActOnRole('admin', 'client')).toBe(true)
  })

  it('lets a supervisor act on supervisors and clients, never on admins', () => {
    expect(canActOnRole('supervisor', 'admin')).toBe(false)
    expect(canActOnRole('supervisor', 'supervisor')).toBe(true)
    expect(canActOnRole('supervisor', 'client')).toBe(true)
  })

  it('lets a client act on clients only (the rules stop clients before this is asked)', () => {
    expect(canActOnRole('client', 'supervisor')).toBe(false)
    expect(canActOnRole('client', 'client')).toBe(true)
  })
})
