import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

export interface FieldProblem {
  field: string;
  /** a message key of the API catalogue (shared i18n api.json), or a plain English text from a library */
  message: string;
  vars?: Record<string, string | number>;
}

export class PortalValidationException extends BadRequestException {
  constructor(readonly problems: FieldProblem[]) {
    super('validation.failed');
  }
}

/** The limit of a @MaxLength on the property: the message key alone does not carry it. */
function maxLengthOf(target: object | undefined, property: string): number | undefined {
  if (!target) return undefined;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  return metadata.find((m) => m.propertyName === property && m.name === 'maxLength')?.constraints?.[0];
}

function flatten(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((e) => {
    const field = prefix + e.property;
    // class-validator reports constraints bottom decorator first; a missing value outranks the rest.
    const entries = Object.entries(e.constraints ?? {}).reverse();
    entries.sort(([a], [b]) => Number(b === 'isNotEmpty') - Number(a === 'isNotEmpty'));
    const own = entries.map(([name, message]): FieldProblem => {
      if (name === 'whitelistValidation') return { field, message: 'validation.unknownField', vars: { field } };
      const max = name === 'maxLength' ? maxLengthOf(e.target, e.property) : undefined;
      return { field, message, vars: { field, ...(max !== undefined ? { max } : {}) } };
    });
    return [...own.slice(0, 1), ...flatten(e.children ?? [], `${field}.`)];
  });
}

/** Node 20 has String#isWellFormed; the ES2023 library types do not name it yet. */
const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * The path of the first text PostgreSQL or a validator cannot take: one holding a NUL character
 * (text and jsonb refuse it) or a lone UTF-16 surrogate (not Unicode; the email check throws on it).
 */
function badTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') || !wellFormed(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = badTextPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

class PortalValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // only what the caller sent: custom parameters (the session's user) are the server's own objects
    const sent = metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param';
    const bad = sent ? badTextPath(value, metadata.type === 'param' ? (metadata.data ?? '') : '') : undefined;
    if (bad !== undefined) throw new PortalValidationException([{ field: bad, message: 'validation.badCharacter', vars: { field: bad } }]);
    return super.transform(value, metadata);
  }
}

/** Whitelisted, unknown fields refused, the first problem of each field reported by name. */
export function portalValidationPipe(): ValidationPipe {
  return new PortalValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target lets a problem name the limit of the rule it broke (see maxLengthOf).
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new PortalValidationException(flatten(errors)),
  });
}
