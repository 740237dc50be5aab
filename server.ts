import { startNodeServer } from './cli/start.ts';
import configInput from './hono.config.ts';

/** `npm start`: the portal on Node. */
await startNodeServer(configInput);
