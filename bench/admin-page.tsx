import type { PublicUser } from '../core/auth/users.repository.ts';
import { packageVersion, PLUGINS_FOLDER } from '../core/boot.ts';
import { resolveConfig } from '../core/config.ts';
import { AssetManifest } from '../core/islands/manifest.ts';
import { DashboardPage } from '../plugins/dashboard/DashboardPage.tsx';
import { apiReferencePermissions } from '../core/openapi/routes.ts';
import { importPlugins } from '../core/plugin/load.ts';
import { PermissionRegistry } from '../core/plugin/permissions.ts';
import { orderPlugins } from '../core/plugin/resolve.ts';
import { renderDocument } from '../core/ssr/document.tsx';
import type { PortalIslands } from '../core/ssr/island.tsx';
import { sidebarFor } from '../core/ssr/nav.ts';
import { Shell } from '../core/ssr/shell.tsx';
import configInput from '../hono.config.ts';

/**
 * The `/admin` page as the portal renders it for `user` (the same shell, sidebar, an empty dashboard
 * and asset links), but with no server around it: no routing, session, guard or database.
 * The sidebar and assets are worked out once; each call is one `renderToString` of the page.
 */
export async function adminPageRenderer(user: PublicUser): Promise<() => string> {
  const config = resolveConfig(configInput, process.env, packageVersion());
  // In start-up order, as the portal lists them: the sidebar keeps that order between equals.
  const plugins = orderPlugins(await importPlugins(config.plugins, PLUGINS_FOLDER));
  const permissions = new PermissionRegistry();
  permissions.register('core', apiReferencePermissions);
  for (const plugin of plugins) permissions.register(plugin.id, plugin.permissions ?? []);
  const sidebar = sidebarFor(
    plugins.flatMap((plugin) => plugin.nav ?? []),
    user.role,
    permissions,
  );
  const assets = AssetManifest.read();
  // The dashboard uses no island, so no island is ever looked up.
  const islands: PortalIslands = new Map();
  return () =>
    renderDocument({
      title: `Dashboard · ${config.labName}`,
      assets,
      islands,
      body: (
        <Shell labName={config.labName} version={config.version} user={user} sidebar={sidebar} currentPath="/admin" impersonating={null}>
          <DashboardPage user={user} dashboard={{ stats: [], lists: [], links: [] }} />
        </Shell>
      ),
    });
}
