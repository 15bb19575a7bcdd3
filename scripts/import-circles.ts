/**
 * Import circles, at two scales. Two files that import each other cannot be read, tested or
 * moved one without the other; two folders that do are one folder in disguise. Type-only imports
 * count: a circle of types is still two modules that have to change together.
 */

/** Who imports whom: each file (or folder) and the files (or folders) it imports. */
export type ImportGraph = Map<string, Set<string>>;

/**
 * The same imports seen between folders. An import is an edge between the two siblings it
 * crosses: below the folder both ends share, the subfolder (or loose file) on each side. So
 * `orders/` ⇄ `invoices/` is a circle, and so is `app-env.ts` ⇄ `auth/` beside it, but a parent
 * folder using its own subfolders is not. Two loose files of one folder are left to the
 * file-level check, which names them.
 */
export function foldersOf(files: ImportGraph): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, targets] of files) {
    for (const target of targets) {
      const from = file.split('/');
      const to = target.split('/');
      let shared = 0;
      while (shared < Math.min(from.length, to.length) - 1 && from[shared] === to[shared]) shared++;
      const sibling = (path: string[]) =>
        path.length === shared + 1 ? path.join('/') : `${path.slice(0, shared + 1).join('/')}/`;
      const [a, b] = [sibling(from), sibling(to)];
      if (a === b || (!a.endsWith('/') && !b.endsWith('/'))) continue;
      folders.set(a, (folders.get(a) ?? new Set()).add(b));
      if (!folders.has(b)) folders.set(b, new Set());
    }
  }
  return folders;
}

/**
 * Every circle in the graph, each as one shortest way round it (`a → b → a`), with how many
 * modules are tangled in it: the strongly connected components of more than one module
 * (Tarjan's algorithm), so a knot of twenty files is reported once, not as every loop through it.
 */
export function circlesIn(graph: ImportGraph): Array<{ way: string[]; tangled: number }> {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const knots: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    lowest.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const knot: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      knot.push(member);
    } while (member !== node);
    if (knot.length > 1 || graph.get(node)?.has(node)) knots.push(knot);
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return knots
    .map((knot) => ({ way: shortestWayRound(graph, new Set(knot)), tangled: knot.length }))
    .sort((a, b) => (a.way[0] ?? '').localeCompare(b.way[0] ?? ''));
}

/** From the knot's first module (by name) back to itself, never leaving the knot. */
function shortestWayRound(graph: ImportGraph, knot: Set<string>): string[] {
  const start = [...knot].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at] ?? '';
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!knot.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let back = node; back !== start; back = cameFrom.get(back) ?? start) way.push(back);
        return [start, ...way.slice(1).reverse(), start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
