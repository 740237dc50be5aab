import type { ReactElement } from 'react';
import type { Actor } from '../../core/auth/actor.ts';
import { defineExtensionPoint } from '../../core/plugin/extension-points.ts';

/** A saved project address's page, for a panel of another plugin (its concrete's acceptance). */
export interface LocationPage {
  locationId: number;
  actor: Actor;
  /** `/admin/project-addresses` for staff, `/customers/project-addresses` for a customer. */
  base: string;
}

/** Panels shown below a project address's form, in order; null shows nothing. */
export const locationPagePanels = defineExtensionPoint<LocationPage, ReactElement | null>('saved-locations.pagePanels');
