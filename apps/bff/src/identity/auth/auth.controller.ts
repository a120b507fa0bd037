import {
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  authCookies,
  authResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  messages,
  refreshRequestSchema,
  registerRequestSchema,
  type AuthResponse,
  type MessageResponse,
  type User,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiException } from '../../platform/common/api-exception.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { JSON_CONTENT_TYPE, JsonTexts } from '../../platform/common/json-text.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from './signed-in-only.decorator.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { RegistrationService } from './registration.service.js';
import { SignInService, type SignedIn } from './sign-in.service.js';
import { AuthCookies } from './auth-cookies.js';
import { mailSendingLimit } from './auth-limits.js';
import { clientInfo } from './client-info.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../../platform/request-auth/authenticated-request.js';
import { OptionalJwtAuthGuard } from './jwt-auth.guard.js';
import { SessionsService } from './sessions.service.js';
import { answered, said } from '../../platform/common/answer.js';

/** The opt-in to the refresh token in the answer's body, in the API docs. */
const RefreshTokenInBody = () =>
  ApiHeader({
    name: authCookies.refreshInBodyHeader,
    required: false,
    description:
      '`true` from a client that keeps the refresh token itself: the answer carries it in ' +
      '`data.refreshToken` as well as in the httpOnly cookie. Browsers leave it out and get ' +
      'the cookie only. A refresh that sends its token in the body gets the next one there too.',
  });

/** Sign-up, sign-in, token refresh, sign-out and the current user (accounts API, /api/v1/auth). */
@ApiTags('auth')
@Controller('v1/auth')
export class AuthController {
  /** `/auth/me` is asked on every page load: its text is made once per account copy in memory. */
  private readonly meAnswers = new JsonTexts((user: User) =>
    answered({ user }, messages.accounts.currentUser),
  );

  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly sessions: SessionsService,
    private readonly cookies: AuthCookies,
  ) {}

  @Post('register')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Create an account (unverified until the emailed link is opened)',
    description: 'The same 202 whether or not the address already has an account.',
  })
  @Answers(messageResponseSchema, HttpStatus.ACCEPTED)
  @RateLimit(mailSendingLimit)
  async register(
    @ZodBody(registerRequestSchema) body: z.infer<typeof registerRequestSchema>,
  ): Promise<MessageResponse> {
    await this.registration.register(body);
    return said(messages.accounts.registered);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in by email and password' })
  @RefreshTokenInBody()
  @Answers(authResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.TOO_MANY_REQUESTS)
  async login(
    @ZodBody(loginRequestSchema) body: z.infer<typeof loginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    const signedIn = await this.signIn.login(body.email, body.password, clientInfo(request));
    return this.answer(
      request,
      reply,
      signedIn,
      messages.accounts.signedIn,
      this.signIn.safeReturnUrl(body.returnUrl),
    );
  }

  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in as an administrator (others get the same 401 as a wrong password)',
  })
  @RefreshTokenInBody()
  @Answers(authResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async adminLogin(
    @ZodBody(loginRequestSchema) body: z.infer<typeof loginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    const signedIn = await this.signIn.login(body.email, body.password, clientInfo(request), {
      adminOnly: true,
    });
    return this.answer(
      request,
      reply,
      signedIn,
      messages.accounts.signedIn,
      this.signIn.safeReturnUrl(body.returnUrl),
    );
  }

  @Post('refresh-token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rotate the refresh token (body, or the mb_refresh cookie with X-XSRF-TOKEN)',
  })
  @RefreshTokenInBody()
  @Answers(authResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async refresh(
    @ZodBody(refreshRequestSchema) body: z.infer<typeof refreshRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    let token = body.refreshToken;
    if (!token) {
      token = this.cookies.refreshTokenOf(request);
      if (!token) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
      this.cookies.assertXsrf(request);
    }
    try {
      const signedIn = await this.signIn.refresh(token, clientInfo(request));
      return this.answer(request, reply, signedIn, messages.accounts.refreshed, undefined, {
        sentInBody: body.refreshToken !== undefined,
      });
    } catch (error) {
      // A dead refresh cookie would only fail again: drop it.
      this.cookies.clear(reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  // The bearer is optional: signing out with an expired token (or none) still clears the cookies.
  @ApiSecurity({})
  @ApiOperation({
    summary: 'Sign out: ends this session (bearer, or the cookie with X-XSRF-TOKEN)',
  })
  @Answers(messageResponseSchema)
  @ApiErrors(HttpStatus.FORBIDDEN)
  @UseGuards(OptionalJwtAuthGuard)
  async logout(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const sessionId = request.auth?.sessionId;
    const cookieToken = this.cookies.refreshTokenOf(request);
    if (sessionId) {
      await this.sessions.end(sessionId);
    } else if (cookieToken) {
      this.cookies.assertXsrf(request);
      await this.sessions.endByToken(cookieToken);
    }
    // Neither (an expired access token, no cookie): nothing is left to end on the server.
    this.cookies.clear(reply);
    return said(messages.accounts.signedOut);
  }

  @Get('me')
  @SignedInOnly()
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'The signed-in user' })
  @Answers(authResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async me(@CurrentUser() identity: AccessTokenIdentity): Promise<string> {
    return this.meAnswers.of(await this.signIn.me(identity.userId));
  }

  private answer(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: SignedIn,
    message: string,
    returnUrl?: string,
    { sentInBody = false } = {},
  ): AuthResponse {
    const { refreshToken, maxAgeSeconds } = signedIn.refresh;
    this.cookies.setSession(reply, refreshToken, maxAgeSeconds);
    return answered(
      {
        user: signedIn.user,
        accessToken: signedIn.accessToken,
        token: signedIn.accessToken,
        ...(this.cookies.refreshInBody(request, sentInBody) && { refreshToken }),
        ...(returnUrl ? { returnUrl } : {}),
      },
      message,
    );
  }
}
