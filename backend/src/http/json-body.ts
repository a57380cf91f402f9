import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** Deeper than any body of the API (an answer's pairs are four levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed body nests objects or arrays deeper than `limit`; a loop, not recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(node)) if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
  }
  return false;
}

/**
 * The walks over a body (NUL check, class-transformer, validators) recurse per level: thousands of levels
 * overflowed the stack and answered 500. JSON.parse itself does not recurse, and the body limit bounds size.
 */
export function limitBodyDepth(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    done(nestsDeeperThan(request.body, MAX_JSON_DEPTH) ? new BadRequestException('validation.tooDeep') : undefined);
  });
}
