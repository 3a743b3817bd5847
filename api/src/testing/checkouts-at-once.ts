import type { Response } from 'supertest';
import type { DataSource } from 'typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { DadTimeClaimEntity } from '../scheduling/dad-time-claim.entity';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' };

/**
 * The wizard's calls from "Book" to a held card, then the customer's list; stops at the first refusal
 * and answers every response. `ip` is the person's address (TRUST_PROXY), `body` the booking asked for.
 */
export async function checkoutFlow(agent: Agent, ip: string, body: object, answerWithinMs: number): Promise<Response[]> {
  const send = (method: 'get' | 'post', path: string, payload?: object) => agent[method](path).set('X-Forwarded-For', ip).timeout(answerWithinMs).send(payload);
  const responses = [await send('post', '/api/bookings', body)];
  const booking = responses[0].body;
  if (responses[0].status !== 201) return responses;
  const intent = await send('post', '/api/create-payment-intent', { amount: booking.totalAmount, bookingId: booking.id });
  responses.push(intent);
  if (intent.status !== 201) return responses;
  const held = await send('post', '/api/payments/test/confirm', { clientSecret: intent.body.clientSecret, ...CARD });
  responses.push(held);
  if (held.status !== 200) return responses;
  responses.push(await send('post', `/api/bookings/${booking.id}/confirm-payment`));
  responses.push(await send('get', '/api/bookings'));
  return responses;
}

/**
 * What checkouts at once must leave: every request answered (created/ok, or a refusal with its code: a
 * window just taken, a limit), every booking answered stored, held by its card and in its customer's
 * list, and each DAD's time units claimed once, by stored bookings. Answers the flows that booked.
 */
export async function expectNothingLostOrBookedTwice(data: DataSource, results: Response[][]): Promise<Response[][]> {
  const unexpected = results.flat().filter((r) => ![200, 201, 409, 429].includes(r.status) || (r.status >= 400 && !r.body.code));
  expect(unexpected.map((r) => [r.status, r.body])).toEqual([]);
  const booked = results.filter((r) => r[0].status === 201);
  const paid = results.filter((r) => r.length === 5 && r[3].status === 200);
  expect(paid).toHaveLength(booked.length);

  const stored = await data.getRepository(BookingEntity).find();
  expect(stored).toHaveLength(booked.length);
  for (const responses of paid) {
    const id = responses[0].body.id;
    expect(stored.find((b) => b.id === id)).toMatchObject({ paymentStatus: 'authorized' });
    expect((responses[4].body as Array<{ id: string }>).map((b) => b.id)).toContain(id);
  }
  const claims = await data.getRepository(DadTimeClaimEntity).find();
  expect(new Set(claims.map((c) => `${c.dadId}/${c.date}/${c.unit}`)).size).toBe(claims.length);
  expect(new Set(claims.map((c) => c.bookingId))).toEqual(new Set(stored.map((b) => b.id)));
  return booked;
}
