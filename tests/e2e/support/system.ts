/** Addresses and secrets of the system playwright.config.ts started for this run. */
export const system = {
  /** The web app, as the configs' baseURL names it (for contexts made outside a test's fixtures). */
  webUrl: `http://localhost:${process.env.E2E_WEB_PORT}`,
  inboxUrl: `http://127.0.0.1:${process.env.E2E_INBOX_PORT}`,
  apiUrl: `http://127.0.0.1:${process.env.E2E_BFF_PORT}`,
  /** The system runs in `prelaunch` behind this code (SITE_ACCESS_CODE), made for this run. */
  accessCode: String(process.env.E2E_SITE_ACCESS_CODE),
  /** The admin account the BFF creates on first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: {
    email: String(process.env.E2E_ADMIN_EMAIL),
    password: String(process.env.E2E_ADMIN_PASSWORD),
  },
};
