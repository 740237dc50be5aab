import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';

/**
 * A place where one plugin lets the plugins built on it add to what it does: a panel on its
 * page, work done inside its transaction, a card on a dashboard. The plugin that owns the point
 * defines it (and exports it from its `index.ts`); it knows nothing of who extends it.
 * `Input` is what the owner hands in, `Output` what each extension gives back.
 */
export interface ExtensionPoint<Input, Output = void> {
  readonly name: string;
  /** Carries the types only; never set. */
  readonly types?: (input: Input) => Output;
}

/**
 * @example export const pickupReceived = defineExtensionPoint<PickupEvent>('pickups.received');
 */
export function defineExtensionPoint<Input, Output = void>(name: string): ExtensionPoint<Input, Output> {
  return { name };
}

/** One plugin's addition to a point, run with that plugin's own context. */
export interface Extension<Context> {
  point: ExtensionPoint<never, unknown>;
  /** Places it among the point's extensions, lowest first; ties keep the plugins' order. */
  order: number;
  run(input: never, ctx: Context): unknown;
}

/**
 * Declares what a plugin adds to another's point; goes in the plugin's `extensions` list.
 * @example extend(pickupReceived, (event, ctx) => createReports(ctx, event))
 */
export function extend<Input, Output, Context>(
  point: ExtensionPoint<Input, Output>,
  run: (input: Input, ctx: Context) => Output | Promise<Output>,
  order = 100,
): Extension<Context> {
  return { point: point as ExtensionPoint<never, unknown>, order, run: run as (input: never, ctx: Context) => unknown };
}

/** What a point's owner uses to run the extensions of the enabled plugins. */
export interface ExtensionService {
  /** Every enabled extension's answer, in order (none when no enabled plugin extends the point). */
  collect<Input, Output>(point: ExtensionPoint<Input, Output>, input: Input): Promise<Awaited<Output>[]>;
}

interface Registered {
  order: number;
  position: number;
  run(input: unknown): unknown;
}

/** Core's registry: each plugin's extensions bound to that plugin's context. */
export class ExtensionRegistry implements ExtensionService {
  private readonly byPoint = new Map<string, Registered[]>();

  add<Context>(extensions: readonly Extension<Context>[], ctx: Context): void {
    for (const extension of extensions) {
      const list = this.byPoint.get(extension.point.name) ?? [];
      list.push({ order: extension.order, position: list.length, run: (input) => extension.run(input as never, ctx) });
      list.sort((a, b) => a.order - b.order || a.position - b.position);
      this.byPoint.set(extension.point.name, list);
    }
  }

  async collect<Input, Output>(point: ExtensionPoint<Input, Output>, input: Input): Promise<Awaited<Output>[]> {
    const answers: Awaited<Output>[] = [];
    // One after another: extensions that write share the owner's transaction, which runs one statement at a time.
    for (const extension of this.byPoint.get(point.name) ?? []) answers.push((await extension.run(input)) as Awaited<Output>);
    return answers;
  }
}

/** A transaction handed by a point's owner to the plugins extending it, in the event it passes. */
export type SharedTransaction = Kysely<CoreDatabase>;

/**
 * The owner's side: its transaction, to hand in with the event. Every plugin's tables live in
 * the one database core opens, so handing it on only changes its type.
 */
export function shareTransaction<DB>(trx: Kysely<DB>): SharedTransaction {
  return trx as unknown as SharedTransaction;
}

/** The extension's side: the owner's transaction, typed with the extending plugin's own tables. */
export function joinTransaction<DB>(trx: SharedTransaction): Kysely<DB> {
  return trx as unknown as Kysely<DB>;
}
