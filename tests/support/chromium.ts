/**
 * How the browser tests and the editor benchmark start Chromium: Debian's (Playwright's own download
 * does not work here), without the sandbox (root), the GPU or the background services whose
 * connections this machine's closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--font-render-hinting=none",
  ],
};
