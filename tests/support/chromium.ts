/**
 * Debian's Chromium (Playwright's own browser download cannot work on our machines), with the
 * flags it needs to run headless as root in a container. Shared by the browser tests and the
 * benches, so that they measure and test the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
]
