import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';

// The page's policy forbids eval, so zod checks without compiling code and never probes whether
// eval works: a caught `new Function` is still reported as a policy violation.
config({ jitless: true });

/**
 * Hydrates the islands of this page: the server lists their chunks in `#island-chunks`;
 * each marker `[data-island]` is followed by a JSON script holding its props.
 */
const chunks = JSON.parse(document.getElementById('island-chunks')?.textContent ?? '{}') as Record<string, string>;

async function hydrate(marker: HTMLElement): Promise<void> {
  const name = marker.dataset.island ?? '';
  const chunk = chunks[name];
  if (marker.dataset.hydrated) return;
  if (!chunk) {
    // The server links a chunk for every island it renders: a marker without one is not the portal's.
    console.error(`Island "${name}" has no chunk on this page: it stays as the server rendered it`);
    return;
  }
  marker.dataset.hydrated = 'pending';
  const propsScript = marker.nextElementSibling;
  const props = propsScript?.matches(`script[data-island-props]`) ? JSON.parse(propsScript.textContent || '{}') : {};
  const module = (await import(/* @vite-ignore */ chunk)) as { default: ComponentType<object> };
  hydrateRoot(marker, createElement(module.default, props), { identifierPrefix: marker.dataset.islandPrefix ?? '' });
  marker.dataset.hydrated = 'true';
}

await Promise.all([...document.querySelectorAll<HTMLElement>('[data-island]')].map(hydrate));
document.documentElement.dataset.islandsReady = 'true';
