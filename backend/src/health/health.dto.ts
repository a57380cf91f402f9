/** One dependency of the portal and whether it answered. */
export class ReadinessCheckDto {
  /** database (PostgreSQL or the embedded one), redis (only with REDIS_URL) or storage (the files) */
  name!: 'database' | 'redis' | 'storage';
  ok!: boolean;
}

export class ReadinessDto {
  /** true when every dependency answered and the process is not stopping */
  ready!: boolean;
  /** the process is stopping: it still answers for a short while, but takes no new work */
  draining!: boolean;
  checks!: ReadinessCheckDto[];
  /** 'ready', or what is not: 'draining', or the dependencies that did not answer */
  message!: string;
}

export class LivenessDto {
  /** always 'ok': the process answers */
  status!: 'ok';
}
