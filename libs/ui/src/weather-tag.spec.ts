import type { WeatherRiskDto } from '@dd/contracts/weather';
import { currentRisk, weatherTagText } from './weather-tag';

describe('weatherTagText', () => {
  const rain = { risk: 'rain' as const, precipitationChance: 70, temperatureF: 61 };
  it('names the risk and the window in clock hours', () => {
    expect(weatherTagText(rain, { startTime: '08:00', endTime: '12:00' })).toBe('Rain 70% 8–12');
    expect(weatherTagText(rain, { startTime: '10:30', endTime: '14:00' })).toBe('Rain 70% 10:30–2');
    expect(weatherTagText({ risk: 'heat', precipitationChance: 5, temperatureF: 104 }, { startTime: '12:00', endTime: '16:00' })).toBe('Heat 104°F 12–4');
  });
  it('leaves the hours out without a window', () => {
    expect(weatherTagText(rain)).toBe('Rain 70%');
    expect(weatherTagText(rain, { startTime: null, endTime: null })).toBe('Rain 70%');
  });
});

describe('currentRisk', () => {
  const start = '2026-12-01T16:00:00.000Z';
  const risk: WeatherRiskDto = { bookingId: 'b1', date: '2026-12-01', start, zipCode: '92618', risk: 'rain', precipitationChance: 70, temperatureF: 60, choice: null };
  it('is the job’s flag while the job is where the forecast found it', () => {
    expect(currentRisk([risk], { id: 'b1', scheduledDate: start })).toBe(risk);
    expect(currentRisk([{ ...risk, choice: 'kept' }], { id: 'b1', scheduledDate: start })).toMatchObject({ choice: 'kept' });
  });
  it('is nothing for another job, a moved one, or before the list loads', () => {
    expect(currentRisk([risk], { id: 'b2', scheduledDate: start })).toBeNull();
    expect(currentRisk([{ ...risk, choice: 'moved' }], { id: 'b1', scheduledDate: start })).toBeNull();
    expect(currentRisk([risk], { id: 'b1', scheduledDate: '2026-12-03T16:00:00.000Z' })).toBeNull();
    expect(currentRisk(undefined, { id: 'b1', scheduledDate: start })).toBeNull();
  });
  it('matches a route’s stop by its day', () => {
    expect(currentRisk([risk], { id: 'b1', date: '2026-12-01' })).toBe(risk);
    expect(currentRisk([risk], { id: 'b1', date: '2026-12-02' })).toBeNull();
  });
});
