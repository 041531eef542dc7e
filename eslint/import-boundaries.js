// The feature boundaries, read from every import a file makes: static imports,
// re-exports and `import('…')` with a literal path (`no-restricted-imports` reads only
// the static ones, and only as written). A relative specifier is checked in its
// shortest form from the file's folder, so `./../history/history-db` or
// `../orders/../history/history-db` is read as `../history/history-db`.
import path from 'node:path';

/** The specifier as the shortest relative path from the importing file's folder. */
function normalSpecifier(filename, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const from = path.posix.dirname(filename.split(path.sep).join('/'));
  const relative = path.posix.relative(from, path.posix.join(from, specifier));
  return relative === '' ? '.' : relative.startsWith('..') ? relative : `./${relative}`;
}

const literal = (source) =>
  source?.type === 'Literal' && typeof source.value === 'string'
    ? source.value
    : source?.type === 'TemplateLiteral' && source.expressions.length === 0
      ? source.quasis[0].value.cooked
      : undefined;

export const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { patterns: { type: 'array' } } }],
    docs: { description: 'The feature boundaries, for every import, however its path is written' },
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map((p) => ({
      regex: new RegExp(p.regex),
      message: p.message,
    }));
    const check = (node, source) => {
      const written = literal(source);
      if (written === undefined) return;
      const specifier = normalSpecifier(context.filename, written);
      const broken = patterns.find((p) => p.regex.test(specifier));
      if (broken) context.report({ node, message: `'${written}': ${broken.message}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
