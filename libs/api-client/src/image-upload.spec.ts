import { setApiBaseUrl } from './base-query';
import { setXhrFactory, uploadImage } from './image-upload';

/** A stand-in for XMLHttpRequest (Node has none): records the request, the test plays the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const image = { id: 'img-1', url: '/api/images/img-1/files/original-abc.jpg', variants: [] };

describe('uploadImage', () => {
  beforeAll(() => setXhrFactory(() => new FakeXhr() as unknown as XMLHttpRequest));
  afterEach(() => setApiBaseUrl('/api'));

  it('posts the multipart form with cookies and reports progress', async () => {
    const progress: number[] = [];
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const done = uploadImage({ image: blob, fileName: 'profile-photo.jpg', usageType: 'profile', title: '' }, { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(201, JSON.stringify(image));

    await expect(done).resolves.toEqual(image);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/images');
    expect(xhr.withCredentials).toBe(true);
    expect(progress).toEqual([0.25, 1, 1]);
    const sent = xhr.body!;
    expect(sent.get('usageType')).toBe('profile');
    expect(sent.has('title')).toBe(false);
    expect((sent.get('image') as File).name).toBe('profile-photo.jpg');
    expect((sent.get('image') as File).size).toBe(3);
  });

  it('rejects with the spec error form and the parsed body', async () => {
    setApiBaseUrl('http://example.test/api/');
    const done = uploadImage({ image: new Blob(['x']) });
    const body = { statusCode: 400, message: 'Invalid file type. Accepted: JPEG, PNG, GIF, WebP', error: 'Bad Request' };
    FakeXhr.last.respond(400, JSON.stringify(body), 'Bad Request');
    expect(FakeXhr.last.url).toBe('http://example.test/api/images');
    await expect(done).rejects.toEqual({ status: 400, message: `400: ${JSON.stringify(body)}`, body });
  });

  it('uses the status text when the error body is empty', async () => {
    const done = uploadImage({ image: new Blob(['x']) });
    FakeXhr.last.respond(413, '', 'Payload Too Large');
    await expect(done).rejects.toMatchObject({ status: 413, message: '413: Payload Too Large' });
  });

  it('reports a network failure and an abort as FETCH_ERROR', async () => {
    const failed = uploadImage({ image: new Blob(['x']) });
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 'FETCH_ERROR' });

    const controller = new AbortController();
    const cancelled = uploadImage({ image: new Blob(['x']) }, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(cancelled).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });
});
