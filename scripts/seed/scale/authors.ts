// The synthetic reviewers and voters. Their keys and ids come from their own
// secret, never the server's (as in seed-demo.ts): no real account is, or
// can pass for, one of them.
import { type Actor, actorFor } from '../../../functions/src/domain/shared/actor.ts';
import { int, type Random } from './random.ts';

export const SCALE_AUTHOR_SECRET = 'scale-seed-authors';

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/**
 * A pool of `size` (rounded up to a prime) authors, made on first use (an
 * actor costs an HMAC). Because the size is prime, start + k * stride for k
 * below the size are all different authors: that is how a profile gets as
 * many distinct reviewers as it has reviews, which one-review-per-author-per-
 * profile requires.
 */
export class AuthorPool {
  readonly size: number;
  private readonly actors: (Actor | undefined)[];

  constructor(size: number) {
    let n = Math.max(3, Math.ceil(size));
    while (!isPrime(n)) n += 1;
    this.size = n;
    this.actors = new Array(n);
  }

  actor(index: number): Actor {
    const i = ((index % this.size) + this.size) % this.size;
    let actor = this.actors[i];
    if (!actor) {
      actor = actorFor(`scale-author-${i}`, SCALE_AUTHOR_SECRET);
      this.actors[i] = actor;
    }
    return actor;
  }

  /** A random walk over distinct authors: the k-th step is start + k * stride. */
  walk(rnd: Random): (k: number) => number {
    const start = int(rnd, this.size);
    const stride = 1 + int(rnd, this.size - 1);
    return (k) => (start + k * stride) % this.size;
  }
}
