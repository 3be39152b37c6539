import type { i18n as I18n, TFunction } from 'i18next'

/**
 * The one way every screen says which Genesys Cloud permission someone lacks (issue 33): "You need the Genesys
 * Cloud permission “View campaigns” (outbound:campaign:view)." — the permission by its name in the person's
 * language first, the platform's string after it as the detail an administrator looks up; several as "… and …"
 * (all needed) or "one of … or …" (any one would do). The texts are the screens' shared ones
 * (public/locales/platformPermissions, given to every screen by withScreenTexts): `permissionNeeded.*`, and the
 * names under `platformPermissionNames.<domain>.<entity>.<action>`. A permission without a name there is shown as
 * its string.
 */

/** What a refusal names: the permissions, every one of them needed, or (`anyOf`) any one of them. */
export interface NeededPermissions {
  permissions: readonly string[]
  anyOf?: boolean
}

/** A text of the screens' shared texts and its values: what `t(key, values)` says. */
export interface PermissionText {
  key: string
  values: Record<string, string>
}

/** the interpolation format that names a comma-separated list of permissions (`{{permissions, permissionNames}}`) */
export const PERMISSION_NAMES_FORMAT = 'permissionNames'

const PERMISSION = /^([A-Za-z]+):([A-Za-z]+):([A-Za-z]+)$/

/** The key of a permission's name (`outbound:campaign:view` → `platformPermissionNames.outbound.campaign.view`). */
export function permissionNameKey(permission: string): string | null {
  const parts = PERMISSION.exec(permission)
  return parts ? `platformPermissionNames.${parts[1]}.${parts[2]}.${parts[3]}` : null
}

/**
 * The sentence that names what is missing: one permission, all of several, or (`anyOf`) one of several; a
 * refusal that named none says a permission is missing without naming it.
 */
export function permissionNeeded(needed: NeededPermissions | string | null | undefined): PermissionText {
  const { permissions, anyOf } =
    typeof needed === 'string' ? { permissions: [needed], anyOf: false } : (needed ?? { permissions: [] })
  const named = [...new Set(permissions.filter(permission => permission !== ''))]
  if (named.length === 0) return { key: 'permissionNeeded.unknown', values: {} }
  const kind = named.length === 1 ? 'one' : anyOf ? 'any' : 'all'
  return { key: `permissionNeeded.${kind}`, values: { permissions: named.join(',') } }
}

/** `permissionNeeded` said in the screen's texts (`t`): the sentence itself. */
export function sayPermissionNeeded(
  t: TFunction,
  needed: NeededPermissions | string | null | undefined
): string {
  const { key, values } = permissionNeeded(needed)
  return t(key, values)
}

/**
 * Teaches a screen's texts (`texts`, its i18next instance) the `permissionNames` format: each permission of the
 * list by its name with its string after it (`permissionNeeded.named`), joined as the language joins a list —
 * "and" by default, "or" with `permissionNames(type: disjunction)`.
 */
export function addPermissionNamesFormat(texts: I18n): void {
  texts.services.formatter?.add(
    PERMISSION_NAMES_FORMAT,
    (value: unknown, lng: string | undefined, options) => {
      const language = lng ?? 'en'
      const items = String(value)
        .split(',')
        .filter(Boolean)
        .map(permission => {
          const key = permissionNameKey(permission)
          const name = key ? texts.t(key, { lng: language, defaultValue: '' }) : ''
          return name ? texts.t('permissionNeeded.named', { lng: language, name, permission }) : permission
        })
      const type =
        (options as { type?: unknown } | undefined)?.type === 'disjunction' ? 'disjunction' : 'conjunction'
      return new Intl.ListFormat(language, { type, style: 'long' }).format(items)
    }
  )
}

/**
 * What an API error body's details name (`platform.missing_permission`: `permission`, and `permissions` with
 * `anyOf` when the server named several), as NeededPermissions.
 */
export function neededOf(details: Record<string, unknown> | undefined): NeededPermissions {
  const { permission, permissions, anyOf } = details ?? {}
  const named = Array.isArray(permissions)
    ? permissions.filter((item): item is string => typeof item === 'string')
    : []
  if (named.length > 0) return { permissions: named, anyOf: anyOf === true }
  return { permissions: typeof permission === 'string' ? [permission] : [] }
}
