import { runWork } from '../database/work-context';
import { createLogger } from './logger';
import { NestPinoLogger } from './nest-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ format: 'json', level: 'info', instance: 'api-1', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

describe('the process logger', () => {
  it('puts the request id of the unit of work on every line written inside it', () => {
    const { logger, lines } = capture();
    const nest = new NestPinoLogger(logger);
    runWork('GET /api/user', true, () => nest.warn('pool is busy', 'DatabasePool'), 'req-12345678');
    nest.log('outside any request', 'Start');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', context: 'DatabasePool', msg: 'pool is busy', requestId: 'req-12345678', instance: 'api-1' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('keeps Nest’s error stack apart from its context', () => {
    const { logger, lines } = capture();
    new NestPinoLogger(logger).error('it broke', 'Error: it broke\n    at here', 'Http');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'it broke', context: 'Http', stack: 'Error: it broke\n    at here' });
  });

  it('never writes secrets, card data or addresses, whoever logs them', () => {
    const { logger, lines } = capture();
    logger.info({ password: 'hunter2-hunter2', body: { cardNumber: '4242424242424242', cvc: '123', address: '1 Main St', zipCode: '92618' }, req: { headers: { cookie: 'dd.sid=abc' } } }, 'oops');
    const line = JSON.stringify(lines[0]);
    for (const secret of ['hunter2', '4242', '"123"', 'Main St', 'dd.sid']) expect(line).not.toContain(secret);
    expect(lines[0]).toMatchObject({ body: { zipCode: '92618', address: '[redacted]' } });
  });
});
