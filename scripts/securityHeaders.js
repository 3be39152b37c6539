// Security headers for every route (every file too): next.config.js gives them to Next, and the server's
// precompressed static files (scripts/precompressedAssets.js) carry them as well. The OAuth callback URL
// carries a code or token for an instant, so no referrer ever leaves this origin with it. The
// Content-Security-Policy and HSTS are set by src/proxy.ts (docs/security.md).
module.exports = [
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' }
]
