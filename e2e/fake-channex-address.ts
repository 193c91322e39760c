/** Where each half's server finds its fake Channex (a spec starts it): beside the server's port. */
export const fakeChannexPort = (serverPort: number) => serverPort + 60;

/** The API key the servers send and the fake expects. */
export const FAKE_CHANNEX_KEY = 'e2e-channex-key-0123456789';

/** The secret Channex's webhook sends the servers (CHANNEX_WEBHOOK_SECRET). */
export const FAKE_CHANNEX_SECRET = 'e2e-channex-webhook-secret-0123456789';
