import { z } from 'zod';
import { limits } from './constants.js';
import { singleLineText } from './contact-form.js';
import { accountsMessages } from './messages/accounts.js';
import { contactVerificationMessages } from './messages/contact-verification.js';
import { passwordResetMessages } from './messages/password-reset.js';
import { normalizeRole, roles } from './roles.js';
import { emailMaxLength, isDeliverableEmail } from './email-address.js';
import { digitsOnly } from './subscription.js';

/**
 * The accounts API (docs/product/accounts.md, docs/product/api.md,
 * docs/decisions/0003-tokens-and-sessions.md and docs/decisions/0004-passwords.md): request bodies
 * and response shapes under /api/v1/auth and /api/v1/users, shared by the BFF, the api client and
 * tests. Every answer is `{ success, message, data? }`; failures are `apiErrorSchema` (api.ts).
 */

/** Trimmed, lower-cased domain (the local part is kept as typed; most providers ignore case anyway). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(emailMaxLength, { error: message, abort: true })
    .refine(isDeliverableEmail, message)
    .transform(normalizeEmail);

/** Rules for a new password: 8 to 128 characters (the common-password list is checked by the BFF). */
export const newPasswordSchema = z
  .string({ error: passwordResetMessages.passwordRequired })
  .min(1, passwordResetMessages.passwordRequired)
  .min(limits.password.minLength, passwordResetMessages.passwordTooShort)
  .max(limits.password.maxLength, { error: accountsMessages.passwordTooLong, abort: true });

/** A phone as typed (digits, spaces, +, -, parentheses), stored digits only: 10 to 15 digits. */
export const phoneInputSchema = z
  .string({ error: accountsMessages.phoneInvalid })
  .trim()
  .max(40, { error: accountsMessages.phoneInvalid, abort: true })
  .regex(/^[\d\s+()-]*$/, accountsMessages.phoneInvalid)
  .transform(digitsOnly)
  .refine(
    (d) => d.length >= limits.phone.minDigits && d.length <= 15,
    accountsMessages.phoneInvalid,
  );

/**
 * Names go into mail greetings and one-line lists, and PostgreSQL text cannot hold NUL: control
 * characters become spaces, as in the contact form's one-line fields.
 */
const personName = (required: string) =>
  z
    .string({ error: required })
    .max(1_000, { error: accountsMessages.nameTooLong, abort: true })
    .overwrite(singleLineText)
    .min(1, required)
    .max(100, accountsMessages.nameTooLong);

export const roleSchema = z.enum(roles);
/**
 * Registration's buy/sell choice: buy gives `user`, sell gives `trader`
 * (docs/decisions/0001-roles-and-personas.md).
 */
export const accountIntents = ['buy', 'sell'] as const;
export type AccountIntent = (typeof accountIntents)[number];

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.unknown().transform(normalizeRole),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  profileImage: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const contactTypeSchema = z.enum(['email', 'phone']);

/** `data` of login, register, refresh-token and me. */
export const authDataSchema = z.object({
  user: userSchema,
  accessToken: z.string().optional(),
  /** Older clients read `token`; the BFF sends both on login and refresh. */
  token: z.string().optional(),
  refreshToken: z.string().optional(),
  returnUrl: z.string().optional(),
  requireVerification: z.boolean().optional(),
  contactType: contactTypeSchema.optional(),
});
export type AuthData = z.infer<typeof authDataSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: authDataSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A plain `{ success, message }` answer (logout, reset request, resend, change-password, ...). */
export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const registerRequestSchema = z
  .object({
    firstName: personName(accountsMessages.firstNameRequired),
    lastName: personName(accountsMessages.lastNameRequired),
    email: email(accountsMessages.emailInvalid),
    phone: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      phoneInputSchema.optional(),
    ),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: passwordResetMessages.passwordsDiffer })
      .max(limits.password.maxLength, passwordResetMessages.passwordsDiffer),
    intent: z.enum(accountIntents, { error: accountsMessages.intentRequired }),
    /** Terms of Service and the 18+ statement, accepted together. */
    acceptTerms: z.literal(true, { error: accountsMessages.termsRequired }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordResetMessages.passwordsDiffer,
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: email(accountsMessages.emailInvalid),
  // No policy hints at sign-in: any non-empty password up to a sane size.
  password: z
    .string({ error: passwordResetMessages.passwordRequired })
    .min(1, passwordResetMessages.passwordRequired)
    .max(1024, passwordResetMessages.passwordRequired),
  returnUrl: z.string().max(2048).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The body may be empty: the web client sends the httpOnly cookie instead. */
export const refreshRequestSchema = z.object({
  refreshToken: z
    .string({ error: accountsMessages.sessionExpired })
    .max(512, accountsMessages.sessionExpired)
    .optional(),
});

export const passwordResetRequestSchema = z.object({
  email: email(passwordResetMessages.invalidEmail),
});

export const resetPasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: passwordResetMessages.passwordsDiffer })
      .max(limits.password.maxLength, passwordResetMessages.passwordsDiffer),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordResetMessages.passwordsDiffer,
  });

/** GET /verify-reset-token/:token answer. */
export const verifyResetTokenResponseSchema = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  message: z.string(),
});

/**
 * Contact verification (docs/product/accounts.md): token and value trimmed, each with its message.
 */
export const verifyContactRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('email'),
      token: z
        .string({ error: contactVerificationMessages.tokenMissing('email') })
        .trim()
        .min(1, contactVerificationMessages.tokenMissing('email'))
        .max(512, contactVerificationMessages.badRequest),
      email: z
        .string({ error: contactVerificationMessages.valueMissing('email') })
        .trim()
        .min(1, contactVerificationMessages.valueMissing('email'))
        .max(emailMaxLength, { error: contactVerificationMessages.invalidEmail, abort: true })
        .refine(isDeliverableEmail, contactVerificationMessages.invalidEmail)
        .transform(normalizeEmail),
    }),
    z.object({
      type: z.literal('phone'),
      token: z
        .string({ error: contactVerificationMessages.tokenMissing('phone') })
        .trim()
        .min(1, contactVerificationMessages.tokenMissing('phone'))
        .max(512, contactVerificationMessages.badRequest),
      phone: z
        .string({ error: contactVerificationMessages.valueMissing('phone') })
        .trim()
        .min(1, contactVerificationMessages.valueMissing('phone'))
        .max(40, { error: contactVerificationMessages.invalidPhone, abort: true })
        .regex(/^[\d\s+()-]+$/, contactVerificationMessages.invalidPhone)
        .transform(digitsOnly),
    }),
  ],
  { error: contactVerificationMessages.badRequest },
);
export type VerifyContactRequest = z.input<typeof verifyContactRequestSchema>;

export const verifyContactResponseSchema = z.object({
  success: z.boolean(),
  verified: z.boolean(),
  /** An email link used before, for an address that is verified: nothing more is said or sent. */
  alreadyVerified: z.boolean().optional(),
  message: z.string(),
  data: z.object({ user: userSchema.optional() }).optional(),
});

/** Signed out: by email. Signed in: the current user's email or phone (no body needed). */
export const resendVerificationRequestSchema = z.object({
  type: z
    .enum(['email', 'phone'], { error: contactVerificationMessages.badRequest })
    .default('email'),
  email: email(accountsMessages.emailInvalid).optional(),
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: accountsMessages.currentPasswordRequired })
      .min(1, accountsMessages.currentPasswordRequired)
      .max(1024, accountsMessages.currentPasswordRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: passwordResetMessages.passwordsDiffer })
      .max(limits.password.maxLength, passwordResetMessages.passwordsDiffer),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordResetMessages.passwordsDiffer,
  });

/** PATCH /api/v1/users/profile. A changed phone is stored unverified and gets a new code. */
export const profileUpdateRequestSchema = z.object({
  firstName: personName(accountsMessages.firstNameRequired),
  lastName: personName(accountsMessages.lastNameRequired),
  phone: z.preprocess((v) => (v === '' ? null : v), phoneInputSchema.nullable()),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/**
 * Profile images: what the upload accepts (checked in the browser and again by the BFF). Stored as
 * uploaded, so the bytes are tighter than the image limits every upload keeps (imageLimits).
 */
export const profileImageRules = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** One signed-in device: a refresh-token family (GET /api/v1/auth/sessions). */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ sessions: z.array(sessionSchema) }),
});
