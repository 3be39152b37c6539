// `node scripts/precompress.mjs [distDir]`: brotli files beside the build's static files
// (scripts/precompressedAssets.js). `npm run build`, `npm start` and the test builds run it after `next build`.
import precompressedAssets from './precompressedAssets.js'

const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next'
const started = Date.now()
const result = await precompressedAssets.precompressAssets(distDir)
const kB = bytes => `${Math.round(bytes / 1024).toLocaleString('en')} kB`
console.log(
  `Precompressed ${result.compressed} of ${result.files} static files in ${distDir} (brotli, ${kB(result.bytes)} → ${kB(result.brotliBytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`
)
