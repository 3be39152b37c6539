// Import cycles, type-only imports included (the lint rule import/no-cycle does not see `import type`):
// `npx depcruise --config .dependency-cruiser.cjs --output-type err src emulator contract`.
module.exports = {
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
