import { z } from 'zod'

/**
 * The parts of the platform's models this app reads (the official SDK's index.d.ts types them in full).
 * Parsing is tolerant: a field that is missing, empty or of the wrong type is simply absent, because
 * Validate reports what the platform said and the browser decides whether that is complete.
 */
const optionalString = z.string().min(1).optional().catch(undefined)

export const organizationSchema = z.looseObject({
  id: optionalString,
  name: optionalString,
  thirdPartyOrgName: optionalString
})

/** `expand=authorization`: the user's permission strings (`domain:entity:action`, `*` as a wildcard). */
export const userAuthorizationSchema = z.looseObject({
  permissions: z
    .array(z.unknown())
    .transform(values => values.filter((value): value is string => typeof value === 'string' && value !== ''))
    .optional()
    .catch(undefined)
})

export const userMeSchema = z.looseObject({
  id: optionalString,
  name: optionalString,
  email: optionalString,
  username: optionalString,
  organization: organizationSchema.optional().catch(undefined),
  authorization: userAuthorizationSchema.optional().catch(undefined)
})

export type PlatformOrganization = z.output<typeof organizationSchema>
export type PlatformUserMe = z.output<typeof userMeSchema>
