import { readPlatformConfig } from '@/shared/config/platformConfig'

import { contentSecurityPolicy } from './contentSecurityPolicy'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map(directive => {
      const [name, ...sources] = directive.split(' ')
      return [name, sources]
    })
  )

const regions = (env: Record<string, string>) => readPlatformConfig(env).regions

describe('the Content-Security-Policy', () => {
  it('allows this origin, the hashed inline scripts and the emulator the build names', () => {
    const policy = contentSecurityPolicy({
      regions: regions({ NEXT_PUBLIC_GENESYS_EMULATOR_URL: 'http://localhost:4110' }),
      scriptHashes: ['sha256-a', 'sha256-b'],
      development: false
    })
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a' 'sha256-b'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' http://localhost:4110 ws://localhost:4110",
        "worker-src 'self' blob:",
        "frame-ancestors 'self' http://localhost:4110",
        "form-action 'self' http://localhost:4110",
        "base-uri 'self'",
        "object-src 'none'"
      ].join('; ')
    )
  })

  it('allows the API, login and streaming hosts and the Genesys UI of every allowed region', () => {
    const policy = directives(
      contentSecurityPolicy({
        regions: regions({
          NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.com',
          NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: 'mypurecloud.ie, usw2.pure.cloud'
        }),
        scriptHashes: [],
        development: false
      })
    )
    expect(policy['connect-src']).toEqual([
      "'self'",
      ...['mypurecloud.com', 'mypurecloud.ie', 'usw2.pure.cloud'].flatMap(domain => [
        `https://api.${domain}`,
        `https://login.${domain}`,
        `wss://streaming.${domain}`
      ])
    ])
    expect(policy['frame-ancestors']).toEqual([
      "'self'",
      'https://apps.mypurecloud.com',
      'https://apps.mypurecloud.ie',
      'https://apps.usw2.pure.cloud'
    ])
    expect(policy['form-action']).toEqual([
      "'self'",
      'https://login.mypurecloud.com',
      'https://login.mypurecloud.ie',
      'https://login.usw2.pure.cloud'
    ])
  })

  it("loosens scripts in development only (React Refresh, the dev server's inline scripts), never in a build", () => {
    const input = { regions: regions({}), scriptHashes: ['sha256-a'] }
    expect(directives(contentSecurityPolicy({ ...input, development: true }))['script-src']).toEqual([
      "'self'",
      "'unsafe-eval'",
      "'unsafe-inline'"
    ])
    expect(directives(contentSecurityPolicy({ ...input, development: false }))['script-src']).toEqual([
      "'self'",
      "'sha256-a'"
    ])
  })
})
