import { describe, expect, it } from 'vitest';
import { realtimeUrl, reconnectDelay } from './reconnect.js';

describe('realtime reconnection', () => {
  it('backs off exponentially from 1 s to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads clients by ±20 %', () => {
    expect(reconnectDelay(1, 0)).toBe(1600);
    expect(reconnectDelay(1, 0.999999)).toBe(2400);
  });

  it('uses wss on https pages', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'posylka.ua' }, '/api/realtime/connection')).toBe(
      'wss://posylka.ua/api/realtime/connection',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' }, '/x')).toBe('ws://localhost:3000/x');
  });
});
