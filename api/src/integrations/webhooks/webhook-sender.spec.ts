import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookSender } from './webhook-sender';

describe('WebhookSender outside tests (private addresses refused)', () => {
  const production = new WebhookSender(false);

  it('refuses loopback and private hosts by name or address, and takes public ones', () => {
    for (const url of ['http://127.0.0.1:8080/x', 'https://localhost/x', 'https://api.localhost/x', 'http://10.0.0.5/x', 'http://[::1]/x', 'http://169.254.169.254/latest/meta-data']) {
      expect([url, production.refusal(url)]).toEqual([url, expect.stringContaining('private or loopback')]);
    }
    expect(production.refusal('https://hooks.example.com/in')).toBeNull();
    expect(new WebhookSender(true).refusal('http://127.0.0.1:8080/x')).toBeNull();
  });

  it('never connects to a refused address: the receiver hears nothing and the try fails', async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    try {
      expect(await production.send(url, secret, 'msg_1', '{}')).toEqual({ statusCode: null, error: expect.stringContaining('private or loopback') });
      expect(calls).toBe(0);
      expect(await new WebhookSender(true).send(url, secret, 'msg_1', '{}')).toEqual({ statusCode: 200, error: null });
      expect(calls).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
