import { MESSAGES, zEmail, zRegister, zUsername } from '@gems/contracts';
import { z } from 'zod';

/**
 * Registration is two steps (spec 01 §2): the form, then the username dialog. Each step checks
 * its own fields with the shared rules; the whole payload is checked with zRegister at the end.
 */
export const zRegisterStepOne = z
  .object({
    email: zEmail,
    password: zRegister.shape.password,
    confirmPassword: zRegister.shape.confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const zRegisterStepTwo = z.object({ username: zUsername });
