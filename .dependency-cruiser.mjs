// Import cycles, type-only imports included (the lint rule import/no-cycle does not see `import type`):
// `npx depcruise --config .dependency-cruiser.mjs --output-type err src emulator contract`.
const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module never imports itself back through others, not even for a type.',
      severity: 'error',
      from: {},
      to: { circular: true }
    }
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' }
  }
}

export default config
