import { IsIn } from 'class-validator';

export class SessionExpiryDto {
  @IsIn(['SUCCESS'])
  result!: 'SUCCESS';
  /** seconds until the session ends unless another call slides it on */
  expiresIn!: number;
  /** idle: another call moves the end; lifetime: the absolute lifetime ends it, only a fresh sign-in helps */
  @IsIn(['idle', 'lifetime'])
  expiry!: 'idle' | 'lifetime';
}
