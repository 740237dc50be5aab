import { runPortalCli } from './cli/main.ts';
import configInput from './hono.config.ts';

/** The `portal` command line (bin/portal.js runs this, compiled or from the sources). */
await runPortalCli(configInput, process.argv.slice(2));
