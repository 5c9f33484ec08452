import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { login } from './session';

describe('maintenance window in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when an admin schedules a window that is running now then a guest sees its message', async () => {
    const token = await login(portal.url, 'portaladmin', 'Portal123!');
    const created = await fetch(`${portal.url}/api/maintenanceWindows`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        reason: 'Datenbank-Update',
        message: 'Anmeldungen sind bis 22 Uhr nicht möglich.',
        active: true,
        fromDate: new Date(Date.now() - 60_000).toISOString(),
        toDate: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    expect(created.status).toBe(201);

    const page = await browser.context.newPage();
    await page.goto(`${portal.url}/#/dashboard`);
    const bar = page.getByTestId('maintenance-bar');
    await bar.waitFor();
    expect(await bar.innerText()).toContain('Anmeldungen sind bis 22 Uhr nicht möglich.');
  });
});
