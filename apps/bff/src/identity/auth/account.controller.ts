import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changePasswordRequestSchema,
  messageResponseSchema,
  messages,
  passwordResetRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  verifyContactRequestSchema,
  verifyContactResponseSchema,
  verifyResetTokenResponseSchema,
  type MessageResponse,
} from '@matchbazaar/contracts';
import type { z } from 'zod';
import { ApiException } from '../../platform/common/api-exception.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from './signed-in-only.decorator.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { ContactVerificationService } from './contact-verification.service.js';
import { PasswordChangesService } from './password-changes.service.js';
import { SignInService } from './sign-in.service.js';
import { mailSendingLimit } from './auth-limits.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../../platform/request-auth/authenticated-request.js';
import { OptionalJwtAuthGuard } from './jwt-auth.guard.js';
import { said } from '../../platform/common/answer.js';

/** Reset and change the password, verify an email or phone, resend verification. */
@ApiTags('auth')
@Controller('v1/auth')
export class AccountController {
  constructor(
    private readonly passwords: PasswordChangesService,
    private readonly verification: ContactVerificationService,
    private readonly signIn: SignInService,
  ) {}

  @Post('request-password-reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Email a password reset link (1 hour, single use)',
    description: 'The same answer whether or not the address has an account.',
  })
  @Answers(messageResponseSchema)
  @RateLimit(mailSendingLimit)
  requestPasswordReset(
    @ZodBody(passwordResetRequestSchema) body: z.infer<typeof passwordResetRequestSchema>,
  ): MessageResponse {
    this.passwords.requestPasswordReset(body.email);
    return said(messages.accounts.resetRequested);
  }

  @Get('verify-reset-token/:token')
  @ApiOperation({ summary: 'Whether a reset link can still be used' })
  @Answers(verifyResetTokenResponseSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async verifyResetToken(
    @Param('token') token: string,
  ): Promise<z.infer<typeof verifyResetTokenResponseSchema>> {
    await this.passwords.checkResetToken(linkToken(token));
    return { success: true, valid: true, message: messages.accounts.resetTokenValid };
  }

  @Post('reset-password/:token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with a reset link; signs out every device' })
  @Answers(messageResponseSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  async resetPassword(
    @Param('token') token: string,
    @ZodBody(resetPasswordRequestSchema) body: z.infer<typeof resetPasswordRequestSchema>,
  ): Promise<MessageResponse> {
    await this.passwords.resetPassword(linkToken(token), body.password);
    return said(messages.accounts.passwordReset);
  }

  @Post('verify-contact')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Verify an email (link token, signed out) or a phone (SMS code, signed in)',
  })
  @Answers(verifyContactResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.NOT_FOUND)
  @UseGuards(OptionalJwtAuthGuard)
  async verifyContact(
    @ZodBody(verifyContactRequestSchema) body: z.infer<typeof verifyContactRequestSchema>,
    @Req() request: AuthenticatedRequest,
  ): Promise<z.infer<typeof verifyContactResponseSchema>> {
    if (body.type === 'email') {
      const outcome = await this.verification.verifyEmail(body.token, body.email);
      if ('alreadyVerified' in outcome) {
        return {
          success: true,
          verified: true,
          alreadyVerified: true,
          message: messages.accounts.emailAlreadyVerified,
        };
      }
      return {
        success: true,
        verified: true,
        message: messages.accounts.emailVerified,
        data: { user: outcome.user },
      };
    }
    const identity = request.auth;
    if (!identity) {
      throw new ApiException(
        HttpStatus.UNAUTHORIZED,
        messages.contactVerification.unauthorized('phone'),
      );
    }
    const user = await this.verification.verifyPhone(identity.userId, body.phone, body.token);
    return {
      success: true,
      verified: true,
      message: messages.accounts.phoneVerified,
      data: { user },
    };
  }

  @Post('resend-verification')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a new verification link (email, signed out) or SMS code (phone, signed in)',
    description: 'At most 1 a minute and 5 an hour per address (429 beyond).',
  })
  @Answers(messageResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  @RateLimit(mailSendingLimit)
  @UseGuards(OptionalJwtAuthGuard)
  async resendVerification(
    @ZodBody(resendVerificationRequestSchema)
    body: z.infer<typeof resendVerificationRequestSchema>,
    @Req() request: AuthenticatedRequest,
  ): Promise<MessageResponse> {
    const identity = request.auth;
    if (body.type === 'phone') {
      if (!identity) {
        throw new ApiException(
          HttpStatus.UNAUTHORIZED,
          messages.contactVerification.unauthorized('phone'),
        );
      }
      await this.verification.resendPhoneCode(identity.userId);
      return said(messages.accounts.phoneCodeResent);
    }
    const email =
      body.email ?? (identity ? (await this.signIn.me(identity.userId)).email : undefined);
    if (!email) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.accounts.emailInvalid, [
        { path: 'email', msg: messages.accounts.emailInvalid },
      ]);
    }
    await this.verification.resendEmailVerification(email);
    return said(messages.accounts.verificationResent);
  }

  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @SignedInOnly()
  @ApiOperation({ summary: 'Change the password; signs out every other device' })
  @Answers(messageResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async changePassword(
    @CurrentUser() identity: AccessTokenIdentity,
    @ZodBody(changePasswordRequestSchema) body: z.infer<typeof changePasswordRequestSchema>,
  ): Promise<MessageResponse> {
    await this.passwords.changePassword(
      identity.userId,
      identity.sessionId,
      body.currentPassword,
      body.newPassword,
    );
    return said(messages.accounts.passwordChanged);
  }
}

/** A link token from the path; anything too long to be one cannot match (404 like unknown). */
function linkToken(token: string): string {
  return token.length <= 512 ? token : '';
}
