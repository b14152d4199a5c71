// A second site for the CORS e2e test: an empty page on its own loopback port, so that a script on
// it calls the API cross-origin exactly as another company's web app would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PartnerOrigin = { origin: string; close(): Promise<void> };

/** The page every path answers, and its extra headers (a CSP, say); default an empty page. */
export type PartnerPage = { html: string; headers?: Record<string, string> };

const EMPTY_PAGE: PartnerPage = {
  html: '<!doctype html><html><head><title>Partner</title></head><body>partner site</body></html>',
};

export async function startPartnerOrigin(page: PartnerPage = EMPTY_PAGE): Promise<PartnerOrigin> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    res.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
