import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built app's Content-Security-Policy, as a meta tag (the dev server needs inline
 * scripts, so only the build gets it). connect-src is 'self' (a service proxied under /v1;
 * the Demo is answered inside the page and fetches nothing) plus CONSOLE_CONNECT_SRC:
 * the origins of services reached directly (CORS), space-separated. Its default allows only
 * this machine (the mock service over HTTP, `npm run mock-server`); name your service's
 * origin there, or proxy it.
 */
const connect = process.env.CONSOLE_CONNECT_SRC ?? 'http://localhost:* http://127.0.0.1:*';
const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  `connect-src 'self' ${connect}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The preview server sends the policy as a header too, where it can also forbid framing
 * (a meta tag cannot carry frame-ancestors): no other site can show the console in a frame.
 */
const previewHeaders = {
  'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
};

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The modules the first page loads (everything src/main.tsx imports statically), so that
 * they can be kept in one chunk: rolldown otherwise splits code that lazy pages share into
 * extra chunks, and gzip compresses one chunk better than several (1.5 KB here).
 */
const initialModules = new Set<string>();
function collectInitialModules(): Plugin {
  return {
    name: 'collect-initial-modules',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      const stack = entry ? [entry] : [];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (initialModules.has(id)) continue;
        initialModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

// Same-origin access to a real service: /v1 is proxied to API_UPSTREAM.
const upstream = process.env.API_UPSTREAM;
const proxy = upstream ? { '/v1': { target: upstream, changeOrigin: true } } : undefined;

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), collectInitialModules()],
  // Every browser the console supports preloads modules natively.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: (id) => initialModules.has(id) && !id.endsWith('/src/main.tsx') },
          ],
        },
      },
    },
  },
  // ES module workers can split: the parse worker loads the spreadsheet reader only when needed.
  worker: { format: 'es' },
  // The dev server runs inline scripts, so its policy header only forbids framing.
  server: {
    port: 5173,
    headers: { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' },
    ...(proxy ? { proxy } : {}),
  },
  preview: { port: 4173, headers: previewHeaders, ...(proxy ? { proxy } : {}) },
});
