// `no-restricted-imports` reads only static imports and re-exports. The lazy
// pages, charts and stores are loaded with `import('…')`, so the same boundary
// patterns are applied here to every dynamic import with a literal path.
export const dynamicImportBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { patterns: { type: 'array' } } }],
    docs: { description: 'The feature boundaries, for dynamic import()' },
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map((p) => ({
      regex: new RegExp(p.regex),
      message: p.message,
    }));
    return {
      ImportExpression(node) {
        const source = node.source;
        const path =
          source.type === 'Literal' && typeof source.value === 'string'
            ? source.value
            : source.type === 'TemplateLiteral' && source.expressions.length === 0
              ? source.quasis[0].value.cooked
              : undefined;
        if (path === undefined) return;
        const broken = patterns.find((p) => p.regex.test(path));
        if (broken) context.report({ node, message: `'${path}': ${broken.message}` });
      },
    };
  },
};
