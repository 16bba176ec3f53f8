// The phone verification dialog in journeys that are not about it. The dialog rings first, and the
// switch to an SMS code waits the 60 s gap (issue 13: the gap holds across channels), so these
// journeys answer the sandbox call through the dev outbox instead of waiting a minute.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** "Answers" the pending sandbox call to `phone` (12 digits), as the outbox page's button does. */
export async function answerSandboxCall(page: Page, phone: string): Promise<void> {
  const res = await page.request.get(`/api/dev/outbox?to=${phone}`);
  assert.equal(res.status(), 200);
  const { messages } = (await res.json()) as { messages: { meta: Record<string, unknown> }[] };
  const call = messages.find((m) => m.meta.channel === 'call' && m.meta.callStatus === 'pending');
  assert.ok(typeof call?.meta.verificationId === 'string', `a pending call to ${phone} is in the outbox`);
  const answered = await page.request.post(`/api/dev/outbox/calls/${call.meta.verificationId}/answer`);
  assert.equal(answered.status(), 200, `answer: ${await answered.text()}`);
}

/** With the dialog open, waits for its call to `phone` and answers it; the dialog then verifies. */
export async function verifyByCall(page: Page, dialog: Locator, phone: string): Promise<void> {
  await dialog.getByText('Вам телефонує Posylka').waitFor();
  await answerSandboxCall(page, phone);
}
