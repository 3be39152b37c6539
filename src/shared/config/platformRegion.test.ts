import { inRegion, readPlatformConfig } from './platformConfig'

describe('the regions a build may serve', () => {
  it('is the emulator alone when the build names no region', () => {
    const config = readPlatformConfig({ NEXT_PUBLIC_GENESYS_EMULATOR_URL: 'http://localhost:4110/' })
    expect(config.regions).toEqual([
      {
        domain: undefined,
        loginBaseUrl: 'http://localhost:4110/login',
        apiBaseUrl: 'http://localhost:4110',
        streamingOrigin: 'ws://localhost:4110',
        hostOrigin: 'http://localhost:4110',
        targetEnv: undefined
      }
    ])
    expect(config.loginBaseUrl).toBe('http://localhost:4110/login')
  })

  it('is the default region first, then the others, each once', () => {
    const config = readPlatformConfig({
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie',
      NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: 'mypurecloud.com, MYPURECLOUD.IE,,euw2.pure.cloud'
    })
    expect(config.regions.map(region => region.domain)).toEqual([
      'mypurecloud.ie',
      'mypurecloud.com',
      'euw2.pure.cloud'
    ])
    expect(config.regions[0]).toEqual({
      domain: 'mypurecloud.ie',
      loginBaseUrl: 'https://login.mypurecloud.ie',
      apiBaseUrl: 'https://api.mypurecloud.ie',
      streamingOrigin: 'wss://streaming.mypurecloud.ie',
      hostOrigin: 'https://apps.mypurecloud.ie',
      targetEnv: 'prod-euw1'
    })
    expect(config.apiBaseUrl).toBe('https://api.mypurecloud.ie')
  })

  it('moves the platform addresses to another allowed region', () => {
    const config = readPlatformConfig({
      NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie',
      NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: 'mypurecloud.com'
    })
    const moved = inRegion(config, config.regions[1]!)
    expect(moved).toMatchObject({
      region: 'mypurecloud.com',
      loginBaseUrl: 'https://login.mypurecloud.com',
      apiBaseUrl: 'https://api.mypurecloud.com',
      clientId: config.clientId
    })
  })
})
