import { readPlatformConfig } from '@/shared/config/platformConfig'

import { chooseRegion } from './chooseRegion'
import { readClientAppParams } from './clientAppContext'
import { readClientAppContext } from './clientAppSession'
import { currentPlatformConfig, resolveClientApp } from './clientAppStart'

const config = readPlatformConfig({
  NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie',
  NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: 'mypurecloud.com'
})
const search = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`

beforeEach(() => sessionStorage.clear())

describe('the Client App parameters', () => {
  it('are read from the URL template Genesys Cloud fills in', () => {
    expect(
      readClientAppParams(
        search({ gcHostOrigin: 'https://apps.mypurecloud.com', gcTargetEnv: 'prod', langTag: 'fr-FR' })
      )
    ).toEqual({ hostOrigin: 'https://apps.mypurecloud.com', targetEnv: 'prod', langTag: 'fr-FR' })
    expect(readClientAppParams('?langTag=fr')).toBeNull()
    expect(readClientAppParams('')).toBeNull()
  })

  it('choose the allowed region whose Genesys UI the host is', () => {
    expect(
      chooseRegion({ hostOrigin: 'https://apps.mypurecloud.com/', targetEnv: 'prod' }, config.regions)
    ).toEqual({ kind: 'allowed', region: config.regions[1] })
    expect(chooseRegion({ targetEnv: 'prod-euw1' }, config.regions)).toEqual({
      kind: 'allowed',
      region: config.regions[0]
    })
  })

  it('refuse a host or an environment outside the allowed regions', () => {
    const refused = (reason: string) => ({ kind: 'refused', reason })
    expect(chooseRegion({ hostOrigin: 'https://apps.mypurecloud.jp' }, config.regions)).toEqual(
      refused('hostOrigin')
    )
    expect(chooseRegion({ hostOrigin: 'https://evil.example' }, config.regions)).toEqual(
      refused('hostOrigin')
    )
    expect(chooseRegion({ hostOrigin: 'javascript:alert(1)' }, config.regions)).toEqual(refused('hostOrigin'))
    expect(
      chooseRegion({ hostOrigin: 'https://apps.mypurecloud.com', targetEnv: 'prod-euw1' }, config.regions)
    ).toEqual(refused('targetEnv'))
    expect(chooseRegion({ targetEnv: 'prod-apne1' }, config.regions)).toEqual(refused('targetEnv'))
  })
})

describe('the start of a page load', () => {
  it('moves to the Client App region and keeps its context for the next pages', () => {
    const start = resolveClientApp(
      search({ gcHostOrigin: 'https://apps.mypurecloud.com', gcTargetEnv: 'prod', langTag: 'fr' }),
      sessionStorage,
      config
    )
    expect(start).toMatchObject({ kind: 'clientApp', config: { apiBaseUrl: 'https://api.mypurecloud.com' } })
    expect(readClientAppContext(sessionStorage)).toEqual({
      hostOrigin: 'https://apps.mypurecloud.com',
      targetEnv: 'prod',
      langTag: 'fr'
    })
    expect(resolveClientApp('', sessionStorage, config)).toMatchObject({ kind: 'clientApp' })
    expect(currentPlatformConfig(sessionStorage, config).loginBaseUrl).toBe('https://login.mypurecloud.com')
  })

  it('is the build default on its own, and refuses (storing nothing) outside the regions', () => {
    expect(resolveClientApp('', sessionStorage, config)).toEqual({ kind: 'standalone', config })
    expect(
      resolveClientApp(search({ gcHostOrigin: 'https://evil.example' }), sessionStorage, config)
    ).toEqual({
      kind: 'refused',
      reason: 'hostOrigin',
      context: { hostOrigin: 'https://evil.example' }
    })
    expect(readClientAppContext(sessionStorage)).toBeNull()
  })
})
