import { S3Client } from '@aws-sdk/client-s3';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { S3FileStorage } from './s3-file-storage';

interface StoredObject {
  body: Buffer;
  headers: IncomingMessage['headers'];
}

/** Just enough of S3's REST API (path-style PUT, GET, multi-object DELETE) to drive the real SDK. */
function s3StandIn(objects: Map<string, StoredObject>): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    const body = await buffer(request);
    if (request.method === 'PUT') {
      objects.set(decodeURIComponent(url.pathname), { body, headers: request.headers });
      response.writeHead(200, { ETag: '"etag"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(decodeURIComponent(url.pathname));
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
        return;
      }
      response.writeHead(200, { 'Content-Type': String(object.headers['content-type']), 'Content-Length': object.body.length }).end(object.body);
    } else if (request.method === 'POST' && url.searchParams.has('delete')) {
      const bucket = url.pathname.split('/')[1];
      for (const [, key] of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(`/${bucket}/${key}`);
      response.writeHead(200, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0"?><DeleteResult></DeleteResult>');
    } else {
      response.writeHead(405).end();
    }
  });
}

describe('S3FileStorage with the real AWS SDK against a local stand-in', () => {
  const objects = new Map<string, StoredObject>();
  let server: Server;
  let storage: S3FileStorage;

  beforeAll(async () => {
    server = s3StandIn(objects);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    storage = new S3FileStorage(client, 'uploads');
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('puts objects with their content type and cache policy, reads them back and deletes them', async () => {
    await storage.put('images/abc/thumbnail-0123.webp', Buffer.from('thumb'), 'image/webp');
    const stored = objects.get('/uploads/images/abc/thumbnail-0123.webp');
    expect(stored?.body.toString()).toBe('thumb');
    expect(stored?.headers['content-type']).toBe('image/webp');
    expect(stored?.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const file = await storage.get('images/abc/thumbnail-0123.webp');
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('thumb');
    expect(await storage.get('images/abc/nothing.webp')).toBeNull();

    await storage.delete(['images/abc/thumbnail-0123.webp']);
    expect(objects.size).toBe(0);
  });

  it('refuses unsafe keys before calling the bucket', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
  });
});
