// Types of scripts/securityHeaders.js, for the TypeScript that uses it (tsconfig has allowJs: false).
declare const securityHeaders: readonly { key: string; value: string }[]
export = securityHeaders
