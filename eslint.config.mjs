import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier'

// The import direction of the architecture guide (docs/architecture.md); the zones below forbid each reverse:
//   pages → shell → features → shared, theme;  pages/api → server → shared;  src ⟂ emulator.
// Inside server/, db knows only its own tables: the services and repositories of the other server folders use
// it, never the reverse (server/deps opens it and starts the app on it: the seed). No import cycles anywhere
// (import/no-cycle).
const zones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/shell', './src/pages', './src/server'],
    message: 'shared/ is used by features, never the reverse.'
  },
  {
    target: './src/theme',
    from: ['./src/features', './src/shell', './src/pages', './src/server'],
    message: 'theme/ is used by features, never the reverse.'
  },
  {
    target: './src/features',
    from: ['./src/shell', './src/pages', './src/server'],
    message: 'features/ may not reach up into shell/ or pages/, nor into server-only code.'
  },
  {
    target: './src/shell',
    from: ['./src/pages', './src/server'],
    message: 'shell/ composes features; pages compose the shell.'
  },
  {
    target: './src/server',
    from: ['./src/pages', './src/shell', './src/features'],
    message: 'server/ is server-only and independent of the UI.'
  },
  {
    target: './src/server/db',
    from: './src/server',
    // its own folder; the logger; a column's type (the users' statuses)
    except: ['./db', './logging/serverLog.ts', './users/userStatuses.ts'],
    message:
      'server/db imports no service or repository of another server folder: they use it (server/deps seeds it).'
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
  },
  {
    target: './src',
    from: './contract',
    message:
      "The app does not load the SDK's models: contract/ is the tests' and the emulator's check of them."
  },
  {
    target: './contract',
    from: ['./src', './emulator'],
    message: "contract/ is the official SDK's word alone: it imports neither the app nor the emulator."
  }
]

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-test/**',
      '.next-prof/**',
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
    // No import cycles: a cycle works only while its names are used after every module of it has loaded.
    // Tests are not checked: no module of the app imports them, and each test file would walk the whole
    // import graph again (the rule's cost would double).
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    // The graph stops at node_modules: a package cannot import our modules back, and walking into them (MUI
    // alone has thousands of modules) would more than double lint's time.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] }
  },
  {
    // Every user-facing text lives in public/locales: no literal text in JSX, nor in labels.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '—', '–', '/', '|', ':', '(', ')', '%', '×', '…']
        }
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|helperText)$/] > Literal',
          message: 'User-facing text goes through t() (public/locales): no literal strings in labels.'
        }
      ]
    }
  },
  {
    // Every end-to-end spec fails on a Content-Security-Policy violation: its test and expect come from the
    // suite's own module, whose automatic fixture listens for them (docs/security.md).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test' (it fails a test on a CSP violation)."
            }
          ]
        }
      ]
    }
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
]

export default config
