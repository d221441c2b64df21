import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar } from '@console/domain/validators';

/** A valid unified social credit code (random, with its check character). */
export function creditCode(): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const tail = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
  const first17 = `91330106${tail.slice(0, 9)}`;
  return first17 + creditCodeCheckChar(first17);
}
