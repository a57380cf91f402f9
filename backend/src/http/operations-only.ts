import { type CanActivate, type ExecutionContext, Injectable, NotFoundException, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

const OPERATIONS_KEY = 'portal:operations';

/** A controller an operator's tools call (health checks, metrics): a queue worker answers these too. */
export const OperationsRoutes = () => SetMetadata(OPERATIONS_KEY, true);

/**
 * In a queue worker that listens (WORKER_PORT), every route but the operations' answers 404: the
 * worker is no API process. Registered in workers only, so API processes pay nothing for it.
 */
@Injectable()
export class OperationsOnlyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.get<boolean>(OPERATIONS_KEY, context.getClass())) return true;
    throw new NotFoundException('Not found.');
  }
}
