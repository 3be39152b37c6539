import { seedDivisions, seedOrganizations, type SeedUser } from '../seed'

/**
 * People of the organisations' directories who are not demo sign-ins: the agents, team leads and analysts a
 * supervisor adds to Campaign Manager by finding them (POST /api/v2/users/search). They hold no outbound
 * permission and are not offered on the sign-in page; the seeded sign-ins are in the directory too.
 */
export interface DirectoryPerson extends Pick<
  SeedUser,
  'id' | 'name' | 'email' | 'title' | 'organizationId'
> {
  divisionId: string
  department: string
}

const democc = (n: number, name: string, email: string, title: string, department: string) => ({
  id: `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  email: `${email}@democc.example`,
  title,
  department,
  organizationId: seedOrganizations.democc.id,
  divisionId: seedDivisions.democcHome.id
})

export const directoryPeople: readonly DirectoryPerson[] = [
  democc(1, 'Priya Patel', 'priya.patel', 'Team Lead', 'Collections'),
  democc(2, 'Pat Morgan', 'pat.morgan', 'Outbound Agent', 'Collections'),
  democc(3, 'Morgan Lee', 'morgan.lee', 'Outbound Agent', 'Sales'),
  democc(4, 'Lee Okafor', 'lee.okafor', 'Workforce Analyst', 'Operations'),
  democc(5, 'Dana Schmidt', 'dana.schmidt', 'Quality Analyst', 'Operations'),
  democc(6, 'Jordan Alvarez', 'jordan.alvarez', 'Team Lead', 'Sales'),
  {
    id: 'b1000000-0000-4000-8000-000000000101',
    name: 'Pat Northwind',
    email: 'pat.northwind@northwind.example',
    title: 'Outbound Agent',
    department: 'Sales',
    organizationId: seedOrganizations.northwind.id,
    divisionId: seedDivisions.northwindHome.id
  }
]

/** The demo sign-ins' departments (the seed does not carry one). */
export const signInDepartments: Readonly<Record<string, string>> = {
  'avery.admin@democc.example': 'Contact Centre',
  'sam.supervisor@democc.example': 'Contact Centre',
  'vic.viewer@democc.example': 'Quality',
  'nina.north@northwind.example': 'Outbound'
}
