// House rules that no stock ESLint rule expresses, as a local plugin (eslint.config.js `gems/…`).

const isImportMetaUrl = (node) =>
  node?.type === 'MemberExpression' &&
  node.object.type === 'MetaProperty' &&
  node.object.meta.name === 'import' &&
  node.property.name === 'url';

/**
 * `new URL(x, import.meta.url).pathname` keeps percent-escapes: a checkout under a folder with a
 * space (`/home/a b/gems`) reads as `/home/a%20b/gems`, which does not exist.
 */
const noUrlPathname = {
  meta: {
    type: 'problem',
    messages: {
      pathname:
        'A file URL\'s .pathname keeps escapes ("%20" for a space): use fileURLToPath(new URL(…, import.meta.url)) from node:url.',
    },
    schema: [],
  },
  create(context) {
    return {
      'MemberExpression[property.name="pathname"]'(node) {
        const target = node.object;
        if (isImportMetaUrl(target)) return context.report({ node, messageId: 'pathname' });
        if (target.type === 'NewExpression' && target.callee.name === 'URL') {
          if (target.arguments.some(isImportMetaUrl)) context.report({ node, messageId: 'pathname' });
        }
      },
    };
  },
};

/** A class built from more than four dependencies takes one `deps` object: named, not positional. */
const constructorDeps = {
  meta: {
    type: 'suggestion',
    messages: {
      many: 'A constructor with {{count}} parameters: take one deps object (`constructor(private readonly deps: XDeps)`).',
    },
    schema: [],
  },
  create(context) {
    return {
      'MethodDefinition[kind="constructor"] > FunctionExpression'(node) {
        if (node.params.length > 4)
          context.report({ node, messageId: 'many', data: { count: node.params.length } });
      },
    };
  },
};

export const houseRules = {
  rules: { 'no-url-pathname': noUrlPathname, 'constructor-deps': constructorDeps },
};
