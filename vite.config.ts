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
  server: { port: 5173, proxy: { "/api": api } },
  preview: { port: 4173, proxy: { "/api": api } },
});
