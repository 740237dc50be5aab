import { spawnSync } from 'node:child_process';

/** Whether Poppler's tools (pdfsig, pdftotext) are on this machine: the signed-report tests read PDFs back with them. */
export const popplerFound = spawnSync('pdfsig', ['-v']).error === undefined;
export const NO_POPPLER_REASON = 'skipped: no pdfsig here; install Poppler (apt-get install poppler-utils)';
