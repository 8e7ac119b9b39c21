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
 * `css` without the custom properties nothing reads: neither a declaration of `css` (through
 * var(), also inside another custom property that is itself read) nor `markup` (its style
 * attributes). Bootstrap declares some 150 of them on :root (twice, with the dark scheme), and a
 * page's critical CSS reads a few dozen: the rest is bytes the first paint downloads and parses
 * for nothing. The whole stylesheet, which arrives later, still declares them all.
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
