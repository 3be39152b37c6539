import type { UserRecord } from './UserRecord'
import type { SignInIdentity } from './SignIns'
import { getUserServices } from './userServices'

export type Admission =
  | { admitted: UserRecord }
  | { refused: { code: 'access.removed' | 'access.inactive' | 'access.not_listed'; message: string } }

/**
 * Records a sign-in in the organisation's users list and says whether the person may use the app. One rule
 * for /api/auth/Validate and every /apps call: a removed or inactive person is refused (403 for both), and so
 * is a person not listed when the organisation's rule says so.
 */
export async function admitSignIn(identity: SignInIdentity): Promise<Admission> {
  const signIn = await (await getUserServices()).users.recordSignIn(identity)
  if ('removed' in signIn)
    return {
      refused: {
        code: 'access.removed',
        message: 'An admin of your organisation removed you from Campaign Manager; ask them to add you again.'
      }
    }
  if ('notListed' in signIn)
    return {
      refused: {
        code: 'access.not_listed',
        message:
          'Your organization lets only the people on its users list use Campaign Manager; ask an admin to add you.'
      }
    }
  if (signIn.listed.status === 'inactive')
    return {
      refused: {
        code: 'access.inactive',
        message: 'Your access to Campaign Manager has been turned off by an admin of your organisation.'
      }
    }
  return { admitted: signIn.listed }
}
