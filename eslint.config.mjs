import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier'

// The import direction of the architecture guide:
//   pages → app → features → shared/theme;  pages/api → server;  src ⟂ emulator.
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
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
]

export default config
