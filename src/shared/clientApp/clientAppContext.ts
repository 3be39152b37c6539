/**
 * What the Genesys Cloud UI tells a Client App it frames, from the URL template the app is registered with
 * (README, "Inside Genesys Cloud"): `?gcHostOrigin={{gcHostOrigin}}&gcTargetEnv={{gcTargetEnv}}&langTag={{gcLangTag}}`.
 */
export interface ClientAppContext {
  /** the origin of the Genesys UI framing the app, e.g. https://apps.mypurecloud.ie */
  hostOrigin?: string
  /** its environment, e.g. prod-euw1 */
  targetEnv?: string
  /** the person's language in Genesys Cloud, e.g. fr-FR */
  langTag?: string
}

export const CLIENT_APP_PARAMS = {
  hostOrigin: 'gcHostOrigin',
  targetEnv: 'gcTargetEnv',
  langTag: 'langTag'
} as const

const MAX_LENGTH = 200
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_LENGTH ? value.trim() : undefined

/** The context a value stands for (from the URL, the OAuth state or storage), or null when it names no host. */
export function toClientAppContext(value: {
  hostOrigin?: unknown
  targetEnv?: unknown
  langTag?: unknown
}): ClientAppContext | null {
  const context = {
    hostOrigin: text(value.hostOrigin),
    targetEnv: text(value.targetEnv),
    langTag: text(value.langTag)
  }
  if (!context.hostOrigin && !context.targetEnv) return null
  return Object.fromEntries(Object.entries(context).filter(([, part]) => part !== undefined))
}

/** The Client App parameters of a query string, or null when the app was not opened as a Client App. */
export function readClientAppParams(search: string): ClientAppContext | null {
  const params = new URLSearchParams(search.replace(/^\?/, ''))
  return toClientAppContext({
    hostOrigin: params.get(CLIENT_APP_PARAMS.hostOrigin),
    targetEnv: params.get(CLIENT_APP_PARAMS.targetEnv),
    langTag: params.get(CLIENT_APP_PARAMS.langTag)
  })
}
