import { COMMON_PASSWORD_MESSAGE } from '../identity/users/common-passwords';
import { startTestApp, type TestApp } from '../testing/test-app';

/** An error in the language the request asks (decision 0477); English, the spec's words, when it asks none. */
describe('errors in the reader’s language on MariaDB', () => {
  let server: TestApp;
  const customer = (email: string) => ({ email, password: 'Sunshine1', firstName: 'Ana', lastName: 'Lopez', phone: '7145550100' });

  beforeAll(async () => {
    server = await startTestApp('mysql');
  });
  afterAll(() => server.close());

  const signIn = (language?: string) => {
    const call = server.agent().post('/api/login');
    return (language ? call.set('Accept-Language', language) : call).send({ email: 'nobody@example.com', password: 'not-the-password-1' }).expect(401);
  };

  it('answers a coded error in Spanish or Vietnamese, its code and status unchanged', async () => {
    const english = await signIn();
    expect(english.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password', error: 'Unauthorized' });
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const spanish = await signIn('es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Correo electrónico o contraseña incorrectos', error: 'Unauthorized' });
    expect(spanish.headers['content-language']).toBe('es');
    expect((await signIn('vi')).body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Email hoặc mật khẩu không đúng' });
    // A language we do not offer reads English.
    expect((await signIn('de-DE')).body.message).toBe('Invalid email or password');
  });

  it('answers a validation error’s message and its field in the language asked', async () => {
    const register = (language?: string) => {
      const call = server.agent().post('/api/register');
      return (language ? call.set('Accept-Language', language) : call).send(customer(`leaked-${language ?? 'none'}@example.com`)).expect(400);
    };
    expect((await register()).body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE, fieldErrors: { password: COMMON_PASSWORD_MESSAGE } });
    const spanish = 'Esta contraseña está en una lista de contraseñas filtradas. Elija otra.';
    expect((await register('es')).body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: spanish, fieldErrors: { password: spanish } });
    const vietnamese = 'Mật khẩu này nằm trong danh sách mật khẩu bị lộ. Vui lòng chọn mật khẩu khác.';
    expect((await register('vi')).body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: vietnamese, fieldErrors: { password: vietnamese } });
  });

  it('says what a form rule refused in the language asked, keeping the shared rule’s words for the form', async () => {
    const refused = (language?: string) => {
      const call = server.agent().post('/api/login');
      return (language ? call.set('Accept-Language', language) : call).send({ password: 'x' }).expect(400);
    };
    const english = (await refused()).body;
    expect(english).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { email: expect.any(String) } });
    expect(english.message).toBe(english.fieldErrors.email);
    // The toast's line is translated; the field keeps the contracts' sentence, which the form translates from libs/ui's catalog.
    expect((await refused('es')).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Revise los datos que ingresó.', fieldErrors: english.fieldErrors });
    expect((await refused('vi')).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Vui lòng kiểm tra lại thông tin bạn đã nhập.', fieldErrors: english.fieldErrors });
  });

  it('answers a refused cross-site request in the error shape and the language asked', async () => {
    const refused = await server.agent().post('/api/login').set('Origin', 'https://evil.example').set('Accept-Language', 'es').send({}).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST', message: 'Esta solicitud vino de otro sitio web y fue rechazada.', requestId: expect.any(String) });
  });
});
