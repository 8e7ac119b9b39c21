import postcss, { type Container } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** Adds to `names` the custom properties `text` reads through var(). */
function addReferences(names: Set<string>, text: string): void {
  for (const [, name] of text.matchAll(VAR_REFERENCE)) names.add(name);
}

/** Removes the rules and at-rules left with nothing inside. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (node.nodes) removeEmpty(node);
    if (node.nodes?.length === 0) node.remove();
  });
}

/**
 * `css` without the custom properties that neither its declarations (var(), also in a custom
 * property itself read) nor `markup`'s style attributes read: bytes the first paint would parse
 * for nothing (Bootstrap declares ~150); the whole stylesheet, later, still declares them all.
 */
export function withoutUnusedCustomProperties(css: string, markup = ''): string {
  const root = postcss.parse(css);
  for (;;) {
    const read = new Set<string>();
    addReferences(read, markup);
    root.walkDecls((declaration) => addReferences(read, declaration.value));
    let removed = false;
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
    // A property read only by one just removed is unread now: look again.
    if (!removed) break;
  }
  removeEmpty(root);
  return root.toString();
}
