import { Injectable } from '@nestjs/common';

/**
 * Whether this process is stopping: from SIGTERM on, readiness answers 503 so that a load balancer
 * sends no new calls, while the calls that still come are answered for the grace period.
 */
@Injectable()
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}
