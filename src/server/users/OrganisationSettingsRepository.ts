import type { Kysely } from 'kysely'
import type { Database, OrganisationSettingsTable, UnlistedSignIn } from '@/server/db/Database'

/** Reads and writes organisation_settings (one row per organisation that changed a default). */
export class OrganisationSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(orgId: string): Promise<OrganisationSettingsTable | undefined> {
    return this.db
      .selectFrom('organisation_settings')
      .selectAll()
      .where('org_id', '=', orgId)
      .executeTakeFirst()
  }

  async setUnlistedSignIn(orgId: string, value: UnlistedSignIn, at: string, byUserId: string): Promise<void> {
    await this.db
      .insertInto('organisation_settings')
      .values({ org_id: orgId, unlisted_sign_in: value, updated_at: at, updated_by_user_id: byUserId })
      .onConflict(conflict =>
        conflict
          .column('org_id')
          .doUpdateSet({ unlisted_sign_in: value, updated_at: at, updated_by_user_id: byUserId })
      )
      .execute()
  }
}
