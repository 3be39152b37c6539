import type { ResolvedOptions } from './config'
import { FaultBook } from './faults'
import { CodeStore } from './oauth/codeStore'
import { TokenStore } from './oauth/tokenStore'
import { RateLimiter } from './rateLimit'
import {
  createSeedData,
  type SeedData,
  type SeedDivision,
  type SeedOrganization,
  type SeedRole,
  type SeedUser
} from './seed'

/**
 * Everything the emulator remembers, in memory. `reset()` returns it to the seed: no tokens, codes, faults or
 * rate counters, and the seed's organizations and users.
 */
export class EmulatorState {
  readonly tokens: TokenStore
  readonly codes: CodeStore
  readonly faults = new FaultBook()
  readonly rateLimiter: RateLimiter
  private data: SeedData = createSeedData()

  constructor(options: Pick<ResolvedOptions, 'now' | 'rateLimitPerMinute'>) {
    this.tokens = new TokenStore(options.now)
    this.codes = new CodeStore(options.now)
    this.rateLimiter = new RateLimiter(options.rateLimitPerMinute, options.now)
  }

  reset(): void {
    this.tokens.clear()
    this.codes.clear()
    this.faults.clear()
    this.rateLimiter.clear()
    this.data = createSeedData()
  }

  get users(): readonly SeedUser[] {
    return this.data.users
  }

  get organizations(): readonly SeedOrganization[] {
    return this.data.organizations
  }

  findUser(id: string): SeedUser | undefined {
    return this.data.users.find(user => user.id === id)
  }

  findUserByEmail(email: string): SeedUser | undefined {
    const wanted = email.trim().toLowerCase()
    return this.data.users.find(user => user.email.toLowerCase() === wanted)
  }

  findOrganization(id: string): SeedOrganization | undefined {
    return this.data.organizations.find(org => org.id === id)
  }

  findDivision(id: string): SeedDivision | undefined {
    return this.data.divisions.find(division => division.id === id)
  }

  findRole(id: string): SeedRole | undefined {
    return this.data.roles.find(role => role.id === id)
  }
}
