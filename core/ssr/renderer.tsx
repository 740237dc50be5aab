import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { PortalConfig } from '../config.ts';
import { authOf, type AnyRequest, type AppEnv } from '../http/env.ts';
import type { AssetManifest } from '../islands/manifest.ts';
import type { NavEntry, RenderOptions } from '../plugin/define-plugin.ts';
import type { PermissionRegistry } from '../plugin/permissions.ts';
import { renderDocument } from './document.tsx';
import type { PortalIslands } from './island.tsx';
import { sidebarFor } from './nav.ts';
import { Shell } from './shell.tsx';

export interface RendererOptions {
  config: PortalConfig;
  nav: readonly NavEntry[];
  permissions: PermissionRegistry;
  assets: () => AssetManifest | null;
  islands: PortalIslands;
}

export type PageRenderer = (c: AnyRequest, page: ReactElement, options: RenderOptions) => Response;

/** Renders pages inside the shell, with the sidebar of the signed-in user's role. */
export function createPageRenderer({ config, nav, permissions, assets, islands }: RendererOptions): PageRenderer {
  return (c, page, { title, status = 200, manifest }) => {
    const auth = authOf(c);
    const user = auth?.user ?? null;
    const html = renderDocument({
      title: `${title} · ${config.labName}`,
      nonce: (c as Context<AppEnv>).get('pagePolicy')?.nonce,
      assets: assets(),
      islands,
      manifest,
      body: (
        <Shell
          labName={config.labName}
          version={config.version}
          user={user}
          sidebar={user ? sidebarFor(nav, user.role, permissions) : []}
          currentPath={c.req.path}
          impersonating={auth?.session.impersonatorId ? (auth.session.impersonationLabel ?? 'a customer') : null}
        >
          {page}
        </Shell>
      ),
    });
    return (c as Context<AppEnv>).html(html, status as 200);
  };
}
