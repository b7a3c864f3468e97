/**
 * The import graph's one rule ESLint cannot keep: no file reaches itself again through its
 * imports, type-only imports included (docs/decisions/0015-one-way-imports.md). Run by `npm run lint`.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides need into a file of its own, or pass it in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|data)/' },
    // Type-only imports count: a circle of types still ties the two files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
