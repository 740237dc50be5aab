import type { PortalConfigInput } from './core/config.ts';

/**
 * The portal's settings. Each one can be overridden by an environment variable (see README):
 * PORT, HOST, DATABASE_URL, DATA_DIR, LAB_TIME_ZONE, LAB_NAME, PUBLIC_URL, SESSION_IDLE_HOURS,
 * SESSION_MAX_DAYS, DEMO_PASSWORD, SEED_DEMO and PORTAL_PLUGINS (a comma-separated list replacing `plugins`).
 */
const config: PortalConfigInput = {
  plugins: [
    'users',
    'templates',
    'sample-types',
    'customers',
    'inspectors',
    'saved-locations',
    'pickups',
    'invoicing',
    'quickbooks',
    'materials',
    'equipment',
    'uploads',
    'breaks',
    'reports',
    'stats',
  ],
  port: 3000,
  dataDir: './data',
  labTimeZone: 'America/Los_Angeles',
  labName: 'Materials Testing Lab',
  sessionIdleHours: 12,
};

export default config;
