// Types of scripts/precompressedAssets.js, for the TypeScript that uses it (tsconfig has allowJs: false).
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface PrecompressResult {
  /** compressible static files found */
  files: number
  /** of them, those with a brotli file beside them */
  compressed: number
  /** their size, and their brotli files' */
  bytes: number
  brotliBytes: number
}

export function precompressAssets(
  distDir: string,
  options?: { concurrency?: number }
): Promise<PrecompressResult>
export function acceptsBrotli(header: string | string[] | undefined): boolean
export function createPrecompressedAssets(distDir: string): {
  /** answers the request and returns true, or returns false and leaves it to the caller */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** how many files it serves */
  count: number
}
