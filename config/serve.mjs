// Serves build/ the way production will: static files with long-lived caching for hashed
// assets, and every other path answered by the app shell (index.html), whose router shows
// the page or the not-found page. Usage: npm run serve  (PORT=4173, BUILD_DIR=build by default)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.BUILD_DIR || 'build',
);
const port = Number(process.env.PORT) || 4173;

export const serveConfig = {
  public: root,
  cleanUrls: true,
  rewrites: [{ source: '**', destination: '/index.html' }],
  headers: [
    {
      source: 'static/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
    { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    { source: 'locales/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=300' }] },
  ],
};

const server = http.createServer((request, response) => handler(request, response, serveConfig));
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || root}/ on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
