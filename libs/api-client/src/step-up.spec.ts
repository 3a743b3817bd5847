import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './base-query';
import { setStepUpPrompt } from './step-up';
import { json, startTestServer } from './test-server';

const queryApi = { signal: new AbortController().signal, dispatch: jest.fn(), getState: jest.fn(), abort: jest.fn(), extra: undefined, endpoint: 'test', type: 'mutation' } as unknown as BaseQueryApi;

/** A call refused with 403 STEP_UP_REQUIRED goes again once the person confirms, and only then. */
describe('step-up retry', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let proven = false;
  let captures = 0;

  beforeAll(async () => {
    server = await startTestServer(({ url }) => {
      if (url !== '/api/capture') return json(404, { statusCode: 404, message: 'Not Found' });
      if (!proven) return json(403, { statusCode: 403, message: 'Confirm it is you to continue.', code: 'STEP_UP_REQUIRED' });
      captures += 1;
      return json(200, { message: 'Payment captured' });
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    setStepUpPrompt(null);
    proven = false;
    captures = 0;
  });

  const capture = () => createBaseQuery(server.baseUrl)({ url: '/capture', method: 'POST' }, queryApi, {});

  it('without a dialog, the refusal stands', async () => {
    expect((await capture()).error).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
  });

  it('asks, and sends the same call again once confirmed', async () => {
    const prompt = jest.fn(async () => {
      proven = true;
      return true;
    });
    setStepUpPrompt(prompt);
    await expect(capture()).resolves.toMatchObject({ data: { message: 'Payment captured' } });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(captures).toBe(1);
  });

  it('cancelled, answers the refusal without sending again', async () => {
    setStepUpPrompt(async () => false);
    expect((await capture()).error).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    expect(captures).toBe(0);
  });

  it('two calls refused at once share one dialog', async () => {
    let confirm: (value: boolean) => void = () => undefined;
    const prompt = jest.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    setStepUpPrompt(prompt);
    const both = Promise.all([capture(), capture()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    proven = true;
    confirm(true);
    const results = await both;
    expect(results.map((result) => result.data)).toEqual([{ message: 'Payment captured' }, { message: 'Payment captured' }]);
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
