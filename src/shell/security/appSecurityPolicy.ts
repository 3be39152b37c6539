import type { PlatformRegion } from '@/shared/config/platformRegion'
import { contentSecurityPolicy } from '@/shared/security/contentSecurityPolicy'
import { scriptHash } from '@/shared/security/scriptHash'
import { type BuildManifest, turbopackBootstrapScripts } from '@/shared/security/turbopackBootstrapScripts'

export interface AppPolicyInput {
  regions: PlatformRegion[]
  development: boolean
  /** of _document's inline scripts (documentScriptHashes.ts) */
  documentScriptHashes: string[]
  /** the build's build-manifest.json (undefined: none, as in `next dev`) */
  manifest: BuildManifest | undefined
}

/**
 * The app's Content-Security-Policy (docs/security.md): the inline scripts it allows are _document's two and
 * the chunk bootstrap Next.js writes into each page of this build, each by the hash of its exact text.
 */
export function appSecurityPolicy(input: AppPolicyInput): string {
  const { regions, development, manifest, documentScriptHashes } = input
  const bootstraps = manifest ? turbopackBootstrapScripts(manifest).map(scriptHash) : []
  return contentSecurityPolicy({
    regions,
    scriptHashes: [...documentScriptHashes, ...bootstraps],
    development
  })
}
