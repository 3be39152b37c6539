import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier'

// The import direction of the architecture guide:
//   pages → app → features → shared/theme;  pages/api → server;  src ⟂ emulator.
const zones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/app', './src/pages', './src/server'],
    message: 'shared/ is used by features, never the reverse.'
  },
  {
    target: './src/theme',
    from: ['./src/features', './src/app', './src/pages', './src/server'],
    message: 'theme/ is used by features, never the reverse.'
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/server'],
    message: 'features/ may not reach up into app/ or pages/, nor into server-only code.'
  },
  {
    target: './src/app',
    from: ['./src/pages', './src/server'],
    message: 'app/ composes features; pages compose app.'
  },
  {
    target: './src/server',
    from: ['./src/pages', './src/app', './src/features'],
    message: 'server/ is server-only and independent of the UI.'
  },
  {
    target: './src',
    from: './emulator',
    message: 'The app never imports the emulator: it talks to it over HTTP.'
  },
  {
    target: './emulator',
    from: './src',
    message: 'The emulator stands alone; it imports nothing from the app.'
  }
]

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-test/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/artifacts/**',
      'next-env.d.ts'
    ]
  },
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      // A feature is used through its index only; inside a feature, use relative imports.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*'], message: 'Import a feature through its index (@/features/<name>).' }
          ]
        }
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
]

export default config
