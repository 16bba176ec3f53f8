import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  type AppLoadContext as RouterLoadContext,
  type ServerBuild,
} from 'react-router';
import type { AppLoadContext } from '@posylka/contract';

/** What the host needs from the web app: a page handler and the folder of its browser assets. */
export interface WebBuild {
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  clientDir: string;
}

/** The `react-router build` output (build/server/index.js + build/client), or null when not built. */
export async function loadWebBuild(
  buildDir: string,
  mode: 'production' | 'development',
): Promise<WebBuild | null> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return null;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(server, mode);
  return {
    handle: (request, context) => handler(request, context as unknown as RouterLoadContext),
    clientDir,
  };
}
