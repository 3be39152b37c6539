import type { Role } from '@/shared/acl'
import type { UserStatus } from '@/server/users/userStatuses'

export interface SeedPerson {
  fullName: string
  email: string
  role: Role
  status: UserStatus
}

/**
 * The emulator's organisations (ids as in emulator/src/seed.ts; the app may not import the emulator, and
 * tests/integration/apps checks the two agree) and the people their users lists start with. Vic Viewer is
 * left out on purpose: the end-to-end test adds him as a client. People the emulator does not know cannot
 * sign in; they make the list look like a real one.
 */
export const EMULATOR_ORGANISATIONS: readonly { id: string; name: string; people: readonly SeedPerson[] }[] =
  [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Demo Contact Centre',
      people: [
        { fullName: 'Avery Admin', email: 'avery.admin@democc.example', role: 'admin', status: 'active' },
        {
          fullName: 'Sam Supervisor',
          email: 'sam.supervisor@democc.example',
          role: 'supervisor',
          status: 'active'
        },
        {
          fullName: 'Priya Raman',
          email: 'priya.raman@democc.example',
          role: 'supervisor',
          status: 'pending'
        },
        { fullName: 'Tom Okafor', email: 'tom.okafor@democc.example', role: 'client', status: 'active' },
        { fullName: 'Lena Fischer', email: 'lena.fischer@democc.example', role: 'client', status: 'inactive' }
      ]
    },
    {
      id: 'a0000000-0000-4000-8000-000000000002',
      name: 'Northwind Outbound',
      people: [
        { fullName: 'Nina North', email: 'nina.north@northwind.example', role: 'admin', status: 'active' },
        { fullName: 'Oscar Lind', email: 'oscar.lind@northwind.example', role: 'client', status: 'pending' }
      ]
    }
  ]
