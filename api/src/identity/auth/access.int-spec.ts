import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Role } from '@dd/contracts/roles';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PUBLIC_ROUTE, REQUIRED_PERMISSION } from '../../common/access';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';

const AREAS: Record<Role, string> = { customer: '/api/cars', dad: '/api/dad/bookings', admin: '/api/admin/customers' };

describe('access control on MariaDB', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('mysql');
  });
  afterAll(() => server.close());

  it('every route declares who may call it (deny by default)', () => {
    const scanner = new MetadataScanner();
    const undeclared: string[] = [];
    let routes = 0;
    const controllers = [...server.app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.values()]);
    for (const wrapper of controllers) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, () => unknown>)[name];
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        routes++;
        const declared = [handler, controller].some(
          (target) => Reflect.getMetadata(PUBLIC_ROUTE, target) || Reflect.getMetadata(REQUIRED_PERMISSION, target),
        );
        if (!declared) undeclared.push(`${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)]} ${Reflect.getMetadata(PATH_METADATA, controller)}/${Reflect.getMetadata(PATH_METADATA, handler)}`);
      }
    }
    expect(routes).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });

  it.each(Object.keys(AREAS) as Role[])('a %s reaches only their own area', async (role) => {
    await server.app.get(UsersService).create({
      email: `${role}@example.com`, password: 'area-password-1', firstName: role, lastName: 'Test', phone: null, role,
    });
    const browser = server.agent();
    // An admin sets up the second factor admins need first (SECOND_FACTOR_REQUIRED otherwise).
    await signInWithSecondFactor(browser, { email: `${role}@example.com`, password: 'area-password-1' });
    for (const [area, path] of Object.entries(AREAS)) {
      const response = await browser.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: area === role ? 200 : 403 });
    }
  });

  it('a visitor is asked to sign in for every area', async () => {
    for (const path of Object.values(AREAS)) await server.agent().get(path).expect(401);
  });

  it('a deactivated account loses its session at once', async () => {
    const users = server.app.get(UsersService);
    const user = await users.create({ email: 'gone@example.com', password: 'area-password-1', firstName: 'Gone', lastName: 'Soon', phone: null, role: 'customer' });
    const browser = server.agent();
    await browser.post('/api/login').send({ email: 'gone@example.com', password: 'area-password-1' }).expect(200);
    await server.app.get(DataSource).getRepository(UserEntity).update({ id: user.id }, { isActive: false });
    await browser.get('/api/user').expect(401);
    // Told why with the right password (decision 0368); a wrong one still learns nothing.
    expect((await server.agent().post('/api/login').send({ email: 'gone@example.com', password: 'area-password-1' }).expect(403)).body.code).toBe('ACCOUNT_DEACTIVATED');
    await server.agent().post('/api/login').send({ email: 'gone@example.com', password: 'wrong-password-1' }).expect(401);
  });
});
