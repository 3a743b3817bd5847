import { ApiException } from '../../common/api-exception';
import { ImageJobQueue } from './image-upload-limits';

describe('ImageJobQueue', () => {
  it('runs `concurrency` jobs at once, queues `queueLimit` more and refuses the rest with 503', async () => {
    const queue = new ImageJobQueue(1, 1);
    const started: number[] = [];
    const finishers: Array<() => void> = [];
    const job = (n: number) => () => new Promise<number>((done) => (started.push(n), finishers.push(() => done(n))));

    const first = queue.run(job(1));
    const second = queue.run(job(2));
    const third = queue.run(job(3));
    await expect(third).rejects.toBeInstanceOf(ApiException);
    await expect(third).rejects.toMatchObject({ status: 503 });
    expect(started).toEqual([1]);

    finishers[0]();
    await expect(first).resolves.toBe(1);
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2]);
    finishers[1]();
    await expect(second).resolves.toBe(2);
    // Free again: the next job starts at once.
    const fourth = queue.run(job(4));
    await new Promise(setImmediate);
    finishers[2]();
    await expect(fourth).resolves.toBe(4);
  });

  it('frees its slot when a job fails', async () => {
    const queue = new ImageJobQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
