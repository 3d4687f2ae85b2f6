import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/client';
import { registerFieldErrors } from './register-errors';
import { zRegisterStepOne } from './register-schemas';

describe('registerFieldErrors (spec 01 §8)', () => {
  it('explains a duplicate email under the email field', () => {
    const err = new ApiError(409, 'A user with this email already exists', {
      email: 'A user with this email already exists',
    });
    expect(registerFieldErrors(err)).toEqual({
      email: 'This email is already registered. Try logging in instead.',
    });
  });

  it('explains a taken username under the username field', () => {
    const err = new ApiError(409, 'Username already taken', { username: 'Username already taken' });
    expect(registerFieldErrors(err)).toEqual({ username: 'This username is taken. Please choose another.' });
  });

  it('puts other server field messages under their fields', () => {
    const err = new ApiError(400, 'Password must be at least 6 characters', {
      password: 'Password must be at least 6 characters',
    });
    expect(registerFieldErrors(err)).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('finds nothing for a failure about no field', () => {
    expect(registerFieldErrors(new ApiError(429, 'Too many attempts'))).toEqual({});
  });
});

describe('register step one', () => {
  it("reports mismatched passwords on confirmPassword with the spec's message", () => {
    const result = zRegisterStepOne.safeParse({
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it('asks for a 6-character password and its confirmation', () => {
    const result = zRegisterStepOne.safeParse({ email: 'a@b.co', password: '123', confirmPassword: '' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Password must be at least 6 characters');
    expect(messages).toContain('Please confirm your password');
  });
});
