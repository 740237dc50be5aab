/**
 * Orders named formulas so that each comes after the ones it reads, and finds cycles.
 * Depth-first, in the order the formulas were written, so the result is stable.
 */

export type OrderResult = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * `dependencies` maps each name to the names it reads; names outside the map (fields, tables)
 * are ignored. A cycle is returned as its path, first name repeated: ['a', 'b', 'a'].
 *
 * @example
 * dependencyOrder({ psi: ['area'], area: ['d'] }) // { ok: true, order: ['area', 'psi'] }
 */
export function dependencyOrder(dependencies: Readonly<Record<string, readonly string[]>>): OrderResult {
  const order: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();

  const visit = (name: string): string[] | null => {
    if (done.has(name)) return null;
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    path.push(name);
    onPath.add(name);
    for (const dependency of dependencies[name] ?? []) {
      if (!Object.hasOwn(dependencies, dependency)) continue;
      const cycle = visit(dependency);
      if (cycle !== null) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    order.push(name);
    return null;
  };

  for (const name of Object.keys(dependencies)) {
    const cycle = visit(name);
    if (cycle !== null) return { ok: false, cycle };
  }
  return { ok: true, order };
}
