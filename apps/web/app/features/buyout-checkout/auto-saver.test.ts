import { shouldSaveBuyoutDraft } from '@posylka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSaver } from './auto-saver.js';

type Payload = { id: string | null; products: { link: string; name: string }[] };

function setup(initial: Payload, saveMs = 0) {
  let form = initial;
  const sent: Payload[] = [];
  const saver = createAutoSaver<Payload>({
    collect: () => form,
    // SPEC §4 "Nothing is saved until some product has both link and name, or an order exists."
    canSave: (p) => shouldSaveBuyoutDraft(p.id, p.products),
    save: async (p) => {
      sent.push(p);
      if (saveMs) await new Promise((resolve) => setTimeout(resolve, saveMs));
      // Like the page: the first save's order id is what later drafts carry.
      const id = p.id ?? 'order-1';
      if (form.id === null) form = { ...form, id };
      return { ...p, id };
    },
  });
  return {
    saver,
    sent,
    type: (next: Payload) => {
      form = next;
      saver.notify();
    },
    setWithoutNotify: (next: Payload) => {
      form = next;
    },
  };
}

const line = (link: string, name: string) => ({ link, name });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('draft auto-save: SPEC §4 "debounced 1.5 s and throttled 2.5 s"', () => {
  it('"Nothing is saved until some product has both link and name"', async () => {
    const s = setup({ id: null, products: [line('', '')] });
    s.type({ id: null, products: [line('https://amazon.com/dp/1', '')] });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.sent).toHaveLength(0);
    s.type({ id: null, products: [line('https://amazon.com/dp/1', 'Kindle')] });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.sent).toHaveLength(1);
  });

  it('debounce: a save waits for 1.5 s of quiet', async () => {
    const s = setup({ id: 'o', products: [line('https://a.com/1', 'A')] });
    s.type({ id: 'o', products: [line('https://a.com/1', 'Ab')] });
    await vi.advanceTimersByTimeAsync(1_000);
    s.type({ id: 'o', products: [line('https://a.com/1', 'Abc')] });
    await vi.advanceTimersByTimeAsync(1_400);
    expect(s.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.products[0]!.name).toBe('Abc');
  });

  it('throttle: two saves start at least 2.5 s apart', async () => {
    const s = setup({ id: 'o', products: [line('https://a.com/1', 'A')] });
    s.type({ id: 'o', products: [line('https://a.com/1', 'B')] });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.sent).toHaveLength(1);
    s.type({ id: 'o', products: [line('https://a.com/1', 'C')] });
    await vi.advanceTimersByTimeAsync(1_500);
    // 1.5 s after the first save started: the debounce is over but the throttle is not.
    expect(s.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.sent).toHaveLength(2);
  });

  it('"Watchers pause during a save": changes while saving are saved once, after it', async () => {
    const s = setup({ id: 'o', products: [line('https://a.com/1', 'A')] }, 3_000);
    s.type({ id: 'o', products: [line('https://a.com/1', 'B')] });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.sent).toHaveLength(1);
    // The save's own response and a keystroke during it: not watched...
    s.type({ id: 'o', products: [line('https://a.com/1', 'C')] });
    s.type({ id: 'o', products: [line('https://a.com/1', 'D')] });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.sent).toHaveLength(1);
    // ...but the form is compared with what was sent once the save is over.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.products[0]!.name).toBe('D');
  });

  it('an unchanged form is not re-sent, and "On checkout ... pending saves are cancelled"', async () => {
    const s = setup({ id: 'o', products: [line('https://a.com/1', 'A')] });
    s.saver.markSaved({ id: 'o', products: [line('https://a.com/1', 'A')] });
    s.saver.notify();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.sent).toHaveLength(0);
    s.type({ id: 'o', products: [line('https://a.com/1', 'B')] });
    s.saver.cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.sent).toHaveLength(0);
  });

  it('flush saves at once (leaving a step, leaving the page)', async () => {
    const s = setup({ id: 'o', products: [line('https://a.com/1', 'A')] });
    s.setWithoutNotify({ id: 'o', products: [line('https://a.com/1', 'Z')] });
    await s.saver.flush();
    expect(s.sent).toHaveLength(1);
  });
});
