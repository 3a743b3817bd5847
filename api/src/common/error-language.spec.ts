import { ERROR_CODES } from '@dd/contracts/errors';
import { LANGUAGES } from '@dd/contracts/language';
import { errorLanguage, translatedError } from './error-language';
import en from './locales/en.json';

describe('translatedError', () => {
  it('leaves an English answer as thrown', () => {
    const body = { statusCode: 409, code: 'SLOT_TAKEN' as const, message: 'That time was just taken.', error: 'Conflict' };
    expect(translatedError(body, 'en')).toBe(body);
  });

  it('says a sentence of the catalog in its words, else the code’s text, keeping the rest of the body', () => {
    const taken = { statusCode: 409, code: 'SLOT_TAKEN' as const, message: 'That DAD is not free for this booking’s time', error: 'Conflict', bookingId: 'b1' };
    expect(translatedError(taken, 'es')).toEqual({ ...taken, message: 'Ese DAD no está libre a la hora de esta reserva' });
    expect(translatedError({ ...taken, message: 'A wording the catalog has never seen' }, 'vi').message).toBe('Khung giờ này vừa có người đặt. Vui lòng chọn khung giờ khác.');
  });

  it('counts a 429’s wait in minutes by the language’s plural rules', () => {
    const limited = { statusCode: 429, code: 'RATE_LIMITED' as const, message: 'Too many attempts. Please try again in 1 minute.', retryAfterSeconds: 61 };
    expect(translatedError(limited, 'es').message).toBe('Demasiados intentos. Vuelva a intentarlo en 2 minutos.');
    expect(translatedError({ ...limited, retryAfterSeconds: 30 }, 'es').message).toBe('Demasiados intentos. Vuelva a intentarlo en 1 minuto.');
  });

  it('gives a field its sentence, or the error’s own when it repeats it, and keeps a shared form rule’s English', () => {
    const taken = { statusCode: 400, code: 'OUTSIDE_SERVICE_AREA' as const, message: 'Somewhere we do not go', fieldErrors: { zipCode: 'Somewhere we do not go', email: 'Valid email is required' } };
    expect(translatedError(taken, 'es').fieldErrors).toEqual({ zipCode: 'Por ahora solo damos servicio en el condado de Orange.', email: 'Valid email is required' });
  });

  it('has a text for every error code', () => {
    expect(ERROR_CODES.filter((code) => !(code in en))).toEqual([]);
  });
});

describe('errorLanguage', () => {
  it('reads Accept-Language, English when the request asks nothing', () => {
    expect(errorLanguage({ headers: {} })).toBe('en');
    expect(errorLanguage({ headers: { 'accept-language': 'vi-VN,vi;q=0.9' } })).toBe('vi');
    expect(LANGUAGES.map((language) => errorLanguage({ headers: { 'accept-language': language } }))).toEqual([...LANGUAGES]);
  });
});
