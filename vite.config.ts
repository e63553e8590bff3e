/** The console: built into dist/console (served by the API server), or served by Vite in `npm run dev`. */
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { formValidators } from "./scripts/vite-form-validators.ts";

const api = process.env.API_URL ?? "http://localhost:8080";

/**
 * react-router's package exports name only its development build, whatever the mode, so a production
 * build bundled its dev-time checks and warnings (remix-run/react-router#14753). A build takes the
 * production files it ships beside them.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: "src/console",
  base: "/",
  plugins: [
    react(),
    formValidators(),
    // Compressed once at build time, at the highest levels, instead of on every request: the server
    // sends the .br or .gz beside each file (src/server/http/console-plugin.ts).
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
    }),
  ],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  build: {
    outDir: "../../dist/console",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  // With the console as Vite's root, its own modules under src/console/api/ are served as /api/*.ts:
  // those stay Vite's, every other /api request goes to the API server.
  server: { port: 5173, proxy: { "^/api/(?![^?]*\\.tsx?(\\?|$))": api } },
  preview: { port: 4173, proxy: { "/api": api } },
}));
