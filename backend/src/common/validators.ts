import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isCommonPassword } from '@portal/shared/common-passwords';
import { meetsPasswordPolicy } from '@portal/shared';

export function IsPortalPassword(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPortalPassword',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => typeof v === 'string' && meetsPasswordPolicy(v) },
    });
}

/** A new password must not be a common or breached one (checked after the rule, so its message comes alone). */
export function IsNotCommonPassword(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => typeof v !== 'string' || !isCommonPassword(v) },
    });
}

/** The value must equal the named sibling field (confirm-password fields). */
export function EqualsField(other: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'equalsField',
      target: object.constructor,
      propertyName,
      constraints: [other],
      options,
      validator: { validate: (v: unknown, args: ValidationArguments) => v === (args.object as Record<string, unknown>)[other] },
    });
}
