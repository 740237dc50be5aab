import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { dashboardApi } from './api.ts';
import { dashboardPages } from './pages.tsx';
import { DASHBOARD_PERMISSION, dashboardPermissions } from './permissions.ts';

/**
 * The dashboards every role lands on (`/admin`, `/customers`) and `GET /api/dashboard-stats`,
 * drawn from the cards the enabled plugins add to the kernel's `dashboardCards` point
 * (core/dashboard/cards.ts): no plugin depends on this one to add its cards.
 */
export default definePlugin({
  id: 'dashboard',
  permissions: dashboardPermissions,
  // The Dashboard entries head every sidebar.
  nav: [
    { label: 'Dashboard', href: '/admin', permission: DASHBOARD_PERMISSION.staffScreen, order: 0 },
    { label: 'Dashboard', href: '/customers', permission: DASHBOARD_PERMISSION.ownScreen, order: 0 },
  ],
  api: dashboardApi,
  pages: dashboardPages,
});
