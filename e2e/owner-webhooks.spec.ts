import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible, expectNoSidewaysScroll, signInAs } from './support';

interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** The campground's booking engine: a local receiver that keeps what it is sent and answers 204. */
const startReceiver = async () => {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, port: (server.address() as AddressInfo).port };
};

test('the demo owner adds a webhook endpoint, gets its secret once, sends a signed test event and deletes the endpoint', async ({
  page,
}, testInfo) => {
  // A sign-in, reloads and three accessibility analyses on a shared machine.
  test.slow();
  const receiver = await startReceiver();
  try {
    const url = `http://127.0.0.1:${receiver.port}/camppass/${testInfo.project.name}`;
    await signInAs(page, 'owner');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
    await page.goto('/owner-dashboard?tab=settings');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    // Chosen as a person does, by the label.
    for (const type of ['membership.created', 'payment.refunded']) {
      await form.getByText(type, { exact: true }).click();
      await expect(form.getByRole('checkbox', { name: type, exact: true })).toBeChecked();
    }
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Copy this signing secret now: it is shown only once.')).toBeVisible();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    const endpoint = page.getByRole('listitem', { name: url });
    await expect(endpoint).toContainText('membership.created, payment.refunded');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Shown once: after a reload the secret is nowhere on the page.
    await page.reload();
    await expect(page.getByRole('listitem', { name: url })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);

    // The test event arrives signed with that secret and shows as delivered in the log.
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const log = endpoint.getByRole('list', { name: `Deliveries to ${url}` });
    await expect(log.getByRole('listitem', { name: 'webhook.test Delivered' })).toBeVisible();
    await expect(log).toContainText('204');
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const headers = Object.fromEntries(
      Object.entries(request?.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const event = new Webhook(secret).verify(request?.body ?? '', headers) as { type: string };
    expect(event.type).toBe('webhook.test');
    expect(request?.path).toBe(`/camppass/${testInfo.project.name}`);
    // A forged body fails the same check.
    expect(() => new Webhook(secret).verify(`${request?.body} `, headers)).toThrow();
    await expectAccessible(page);

    // Turned off, it sends nothing; deleted, it is gone.
    await endpoint.getByRole('button', { name: 'Turn off' }).click();
    await expect(endpoint).toContainText('Off');
    await expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await endpoint.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${url}?` });
    await expect(confirm).toContainText(
      'Delete this endpoint? Its delivery log goes too and nothing more is sent to it.',
    );
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: url })).toHaveCount(0);
    expect(receiver.received).toHaveLength(1);
    await expectNoSidewaysScroll(page);
  } finally {
    receiver.server.close();
  }
});
