/**
 * The platform's local mail outbox (MAIL_OUTBOX=1, server/mail/outbox.ts): sign-up sends a verification link
 * there, and following it in the browser that signed up completes the sign-up.
 */
import { expect, type Page } from '@playwright/test';
import { PLATFORM_URL } from './ports';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** Messages to `address`, newest first. */
export async function mailsTo(address: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${PLATFORM_URL}/outbox/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest verification link sent to `address`. */
export async function verificationLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(address)).flatMap((m) => m.links).find((l) => l.includes('/verify?token='));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** After "Create account": waits for the neutral page, then follows the mailed link in the same browser. */
export async function followVerificationLink(page: Page, address: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await verificationLink(address));
}
