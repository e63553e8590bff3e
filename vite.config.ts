/** The console: built into dist/console (served by the API server), or served by Vite in `npm run dev`. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { formValidators } from "./scripts/vite-form-validators.ts";

const api = process.env.API_URL ?? "http://localhost:8080";

export default defineConfig({
  root: "src/console",
  base: "/",
  plugins: [react(), formValidators()],
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
});
