import { defineExtensionPoint } from '../../core/plugin/extension-points.ts';
import type { Owner } from './rules.ts';

/**
 * Whether the record an upload's prefix names may take images: the plugin that keeps that kind
 * of record answers true (it exists and takes images) or false, or throws the typed error its
 * record gives (a finalized report: 409); any other answers null.
 * @example extend(uploadOwners, (owner, ctx) => owner.kind === 'report' ? reportTakesImages(ctx.db, owner.id) : null)
 */
export const uploadOwners = defineExtensionPoint<Owner, boolean | null>('uploads.owners');
