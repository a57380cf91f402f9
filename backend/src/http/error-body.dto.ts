/** A field a refusal is about, and why (validation errors and refusals that name a field). */
export class FieldErrorDto {
  field!: string;
  message!: string;
}

/** The one error body of every failure (`PortalExceptionFilter`), in the caller's language. */
export class ErrorBodyDto {
  statusCode!: number;
  /** the first problem, said for a person */
  message!: string;
  /** every field a validation error or a refusal is about */
  errors?: FieldErrorDto[];
  /** 429 only: seconds until another try is allowed (also the Retry-After header) */
  retryAfterSeconds?: number;
}
