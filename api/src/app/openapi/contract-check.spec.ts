import type { RequestListener } from 'node:http';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { z } from 'zod';
import { Returns } from '../../common/returns.decorator';
import { zodBody } from '../../common/zod-validation.pipe';
import { ContractCheck } from './contract-check';
import { buildOpenApiDocument } from './openapi-document';
import { Public } from '../../common/access';

const carSchema = z.object({ id: z.string(), make: z.string() });
let answer: unknown = { id: '1', make: 'Honda' };

@Public()
@Controller('cars')
class CarsController {
  @Get('one')
  @Returns(carSchema)
  one() {
    return answer;
  }

  @Post()
  @HttpCode(200)
  @Returns([carSchema])
  create(@Body(zodBody(z.object({ make: z.string().min(1) }))) body: { make: string }) {
    return [{ id: '2', make: body.make }];
  }

  /** Declares nothing it answers. */
  @Get('teapot')
  teapot() {
    return { id: 'tea' };
  }
}

@Module({ controllers: [CarsController] })
class CarsModule {}

describe('the contract check', () => {
  let app: NestExpressApplication;
  let check: ContractCheck;
  let server: ReturnType<NestExpressApplication['getHttpServer']>;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(CarsModule, { logger: false });
    app.setGlobalPrefix('api');
    await app.init();
    check = new ContractCheck(buildOpenApiDocument(app));
    server = app.getHttpServer();
    const [framework] = server.listeners('request') as RequestListener[];
    server.removeListener('request', framework);
    server.on('request', check.around(framework));
  });
  afterAll(() => app.close());
  beforeEach(() => void check.violations.splice(0));

  it('passes a response that keeps the document', async () => {
    answer = { id: '1', make: 'Honda' };
    await request(server).get('/api/cars/one').expect(200, answer);
    await request(server).post('/api/cars').send({ make: 'Kia' }).expect(200, [{ id: '2', make: 'Kia' }]);
    expect(check.violations).toEqual([]);
  });

  it('fails a handler that returns an undeclared field, naming it', async () => {
    answer = { id: '1', make: 'Honda', passwordHash: 'secret' };
    const response = await request(server).get('/api/cars/one').expect(500);
    expect(response.body).toMatchObject({ error: 'CONTRACT_VIOLATION' });
    expect(response.text).not.toContain('secret');
    expect(check.violations).toEqual(['GET /api/cars/one -> 200: body must NOT have additional properties (passwordHash)']);
  });

  it('fails a missing field and a wrong type', async () => {
    answer = { id: 1 };
    await request(server).get('/api/cars/one').expect(500);
    expect(check.violations).toHaveLength(1);
  });

  it('takes an error answered in the ApiError form', async () => {
    await request(server).post('/api/cars').send({ make: '' }).expect(400);
    expect(check.violations).toEqual([]);
  });

  it('puts the validated request body in the document', () => {
    const document = buildOpenApiDocument(app);
    expect(document.paths['/api/cars'].post?.requestBody).toMatchObject({ content: { 'application/json': { schema: { properties: { make: { type: 'string', minLength: 1 } } } } } });
    expect(document.paths['/api/cars/teapot'].get?.responses['200']).toEqual({ description: '' });
  });
});
