import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ApiException } from './api-exception';
import { errorBody } from './api-exception.filter';

describe('errorBody', () => {
  it('keeps a coded exception’s code, message and extra fields', () => {
    const body = errorBody(new ApiException(409, 'SLOT_TAKEN', 'That time was just taken.', { bookingId: 'b1' }));
    expect(body).toEqual({ statusCode: 409, code: 'SLOT_TAKEN', message: 'That time was just taken.', error: 'Conflict', bookingId: 'b1' });
  });

  it('gives Nest’s own exceptions the default code of their status', () => {
    expect(errorBody(new NotFoundException('Booking not found'))).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Booking not found' });
    expect(errorBody(new ConflictException('taken')).code).toBe('CONFLICT');
  });

  it('keeps fieldErrors of a 400 and joins a message list into one line', () => {
    const body = errorBody(new BadRequestException({ message: 'First name is required', fieldErrors: { firstName: 'First name is required' } }));
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fieldErrors: { firstName: 'First name is required' } });
    expect(errorBody(new BadRequestException(['a', 'b'])).message).toBe('a; b');
  });

  it('answers a body-parser style client error with its status, never a 500', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(errorBody(tooLarge)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'request entity too large' });
  });

  it('hides the details of anything else behind a 500', () => {
    expect(errorBody(new Error('SELECT secret FROM users'))).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error', error: 'Internal Server Error' });
  });
});
