import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { first, v } from './validators';

describe('form validators give the spec messages', () => {
  it('requires and checks an email address', async () => {
    await i18n.changeLanguage('en');
    const check = v.email('validation.emailRequired', 'validation.emailInvalid');
    expect(check('')).toBe('Email Address is required.');
    expect(check('someone@')).toBe('Invalid Email Address.');
    expect(check(`${'a'.repeat(245)}@x.org`)).toBe('Invalid Email Address.');
    expect(check('someone@example.org')).toBeNull();
  });

  it('applies the one password rule of the portal', () => {
    const check = v.password('validation.passwordRequired', 'validation.passwordCriteria');
    expect(check('')).toBe('Password is required.');
    expect(check('Short1!')).toBe('Password must follow the criteria.');
    expect(check('onlylowercase')).toBe('Password must follow the criteria.');
    expect(check('lowerUPPER1')).toBeNull();
    expect(check('lower.case.1')).toBeNull();
    expect(check(`Aa1${'x'.repeat(48)}`)).toBe('Password must follow the criteria.');
  });

  it('checks the confirmation against the other field and stops at the first problem', () => {
    const confirm = v.matches('password', 'validation.confirmRequired', 'validation.passwordsMismatch');
    expect(confirm('', { password: 'x' })).toBe('Confirm Password is required.');
    expect(confirm('y', { password: 'x' })).toBe('Passwords typed do not match. Please re-enter your password.');
    const name = first(v.required('validation.firstNameRequired'), v.maxLength(100));
    expect(name('   ', {})).toBe('First Name is required.');
    expect(name('x'.repeat(101), {})).toBe('This field cannot exceed 100 characters.');
  });

  it('speaks Russian after the switch', async () => {
    await i18n.changeLanguage('ru');
    expect(v.required('validation.passwordRequired')('')).toBe('Укажите пароль.');
    await i18n.changeLanguage('en');
  });
});
