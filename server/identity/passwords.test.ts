import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('listen-2026');
    const b = await hashPassword('listen-2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('listen-2026');
    await expect(verifyPassword('listen-2026', a)).resolves.toBe(true);
    await expect(verifyPassword('listen-2027', a)).resolves.toBe(false);
    await expect(verifyPassword('', a)).resolves.toBe(false);
  });

  it('returns false for malformed stored hashes and oversized input instead of throwing', async () => {
    const good = await hashPassword('pw-123456');
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      good.replace(/\$[\w-]+$/, '$short'),
      'bcrypt$1$2$3$4$5',
    ]) {
      await expect(verifyPassword('pw-123456', stored)).resolves.toBe(false);
    }
    await expect(verifyPassword('x'.repeat(5000), good)).resolves.toBe(false);
  });
});
