// The feature boundaries, read from every import a file makes: static imports,
// re-exports and `import('…')` with a literal path (`no-restricted-imports` reads only
// the static ones, and only as written). A relative specifier is checked in its
// shortest form from the file's folder, so `./../history/history-db` or
// `../orders/../history/history-db` is read as `../history/history-db`. A pattern with
// `target` is matched against where the import lands instead: the project-relative path
// (`src/ui/field`) for a relative specifier, the package name for a bare one, so a folder
// at any depth (import/pipeline/read/) is held by one rule.
import path from 'node:path';

/** The specifier as the shortest relative path from the importing file's folder. */
function normalSpecifier(filename, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const from = path.posix.dirname(filename.split(path.sep).join('/'));
  const relative = path.posix.relative(from, path.posix.join(from, specifier));
  return relative === '' ? '.' : relative.startsWith('..') ? relative : `./${relative}`;
}

/** Where a specifier lands: project-relative for a relative one, as written for a package. */
function targetOf(cwd, filename, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const file = filename.split(path.sep).join('/');
  const target = path.posix.join(path.posix.dirname(file), specifier);
  return path.posix.relative(cwd.split(path.sep).join('/'), target);
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
      regex: p.regex === undefined ? undefined : new RegExp(p.regex),
      target: p.target === undefined ? undefined : new RegExp(p.target),
      message: p.message,
    }));
    const check = (node, source) => {
      const written = literal(source);
      if (written === undefined) return;
      const specifier = normalSpecifier(context.filename, written);
      const target = targetOf(context.cwd, context.filename, written);
      const broken = patterns.find(
        (p) => p.regex?.test(specifier) === true || p.target?.test(target) === true,
      );
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
