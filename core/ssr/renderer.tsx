import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { PortalConfig } from '../config.ts';
import { authOf, type AnyRequest, type AppEnv } from '../http/env.ts';
import type { AssetManifest } from '../islands/manifest.ts';
import type { NavEntry, RenderOptions } from '../plugin/define-plugin.ts';
import type { PermissionRegistry } from '../plugin/permissions.ts';
import { renderDocument, type DocumentParts } from './document.tsx';
import type { PortalIslands } from './island.tsx';
import { sidebarFor } from './nav.ts';
import { Shell } from './shell.tsx';

export interface RendererOptions {
  config: PortalConfig;
  nav: readonly NavEntry[];
  permissions: PermissionRegistry;
  assets: () => AssetManifest | null;
  islands: PortalIslands;
  /**
   * Sees each page's document before it is rendered, with the path it answers: the benchmark
   * keeps them to render the same markup again with no server around it (bench/bare-pages.ts).
   */
  observe?: ((path: string, document: DocumentParts) => void) | undefined;
}

export type PageRenderer = (c: AnyRequest, page: ReactElement, options: RenderOptions) => Response;

/** Renders pages inside the shell, with the sidebar of the signed-in user's role. */
export function createPageRenderer({ config, nav, permissions, assets, islands, observe }: RendererOptions): PageRenderer {
  return (c, page, { title, status = 200, manifest }) => {
    const auth = authOf(c);
    const user = auth?.user ?? null;
    const document: DocumentParts = {
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
    };
    observe?.(c.req.path, document);
    return (c as Context<AppEnv>).html(renderDocument(document), status as 200);
  };
}
