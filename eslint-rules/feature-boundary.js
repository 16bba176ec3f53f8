// A feature reaches another feature only through that feature's index (its public API), at any
// depth: from apps/<app>/.../features/<a>/deep/x.ts, "../../<b>/y.js" is refused as well as
// "../<b>/y.js". The import is resolved against the importing file, so a path that climbs out of
// its own feature and back in is seen for what it is.
import path from 'node:path';

const FEATURES = /^(.*\/features)\/([^/]+)(?:\/(.*))?$/;

/** The features folder, the feature and the path inside it of an absolute file path, or null. */
function featureOf(file) {
  const match = FEATURES.exec(file.split(path.sep).join('/'));
  return match ? { root: match[1], name: match[2], inner: match[3] ?? '' } : null;
}

const isIndex = (inner) => /^index\.(js|ts|tsx)$/.test(inner) || inner === '';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through the other feature's index." },
    schema: [],
    messages: {
      private:
        "'{{source}}' reaches into feature '{{feature}}': import it from that feature's index (its public API).",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    // A file right in the features folder (the list that mounts them) belongs to none.
    if (!from || from.inner === '') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.root !== from.root || to.name === from.name || isIndex(to.inner)) return;
      context.report({ node: node.source, messageId: 'private', data: { source, feature: to.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
