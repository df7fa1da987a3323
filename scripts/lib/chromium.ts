/** Debian's Chromium (`apt-get install chromium`), shared by the browser tests and `npm run audit`. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and no background networking: this machine has no internet, and Chromium would keep trying. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The same, with WebMCP on (`document.modelContext`), which Chromium 156 still keeps behind a flag. */
export const CHROMIUM_WEBMCP_ARGS = [...CHROMIUM_ARGS, '--enable-features=WebMCP'];
