import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  adminDoneAnswerSchema,
  adminRoleChangeSchema,
  adminSuspendRequestSchema,
  adminUserAnswerSchema,
  adminUserDetailAnswerSchema,
  adminUserIdSchema,
  adminUsersPageAnswerSchema,
  adminUsersQuerySchema,
  messages,
  type AdminDoneAnswer,
  type AdminRoleChange,
  type AdminSuspendRequest,
  type AdminUserAnswer,
  type AdminUserDetailAnswer,
  type AdminUsersPageAnswer,
  type AdminUsersQuery,
} from '@matchbazaar/contracts';
import { AdminOnly } from '../admin/admin-only.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { AdminUsersService } from './admin-users.service.js';
import { answered, said } from '../../platform/common/answer.js';

const m = messages.admin;
/** `:id`: a malformed id is an unknown account. */
const UserId = () => FoundById(adminUserIdSchema, m.userNotFound);

/** Manage Users (docs/product/admin.md): admins only, each action audited. */
@AdminOnly()
@Controller('v1/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: accounts, searched, filtered, sorted and paged' })
  @Answers(adminUsersPageAnswerSchema)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(adminUsersQuerySchema) query: AdminUsersQuery,
  ): Promise<AdminUsersPageAnswer> {
    return answered(await this.users.list(caller, query), m.usersLoaded);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Admin: an account with its sessions, shop, posts and audit entries' })
  @Answers(adminUserDetailAnswerSchema)
  async detail(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
  ): Promise<AdminUserDetailAnswer> {
    return answered(await this.users.detail(caller, id), m.userLoaded);
  }

  @Put(':id/role')
  @ApiOperation({ summary: "Admin: change an account's role (not your own; not the last admin's)" })
  @Answers(adminUserAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async changeRole(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
    @ZodBody(adminRoleChangeSchema) body: AdminRoleChange,
  ): Promise<AdminUserAnswer> {
    const user = await this.users.changeRole(caller, id, body.role);
    return answered({ user }, m.roleChanged(user.role));
  }

  @Post(':id/suspend')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Admin: suspend an account (sessions and sockets end, posts hidden; not your own)',
  })
  @Answers(adminUserAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async suspend(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
    @ZodBody(adminSuspendRequestSchema) body: AdminSuspendRequest,
  ): Promise<AdminUserAnswer> {
    const user = await this.users.suspend(caller, id, body.reason);
    return answered({ user }, m.suspended);
  }

  @Post(':id/reinstate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Admin: lift a suspension; hidden posts come back as they were' })
  @Answers(adminUserAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async reinstate(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
  ): Promise<AdminUserAnswer> {
    const user = await this.users.reinstate(caller, id);
    return answered({ user }, m.reinstated);
  }

  @Post(':id/verify-email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Admin: mark an account's email address as verified" })
  @Answers(adminUserAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async verifyEmail(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
  ): Promise<AdminUserAnswer> {
    const user = await this.users.markEmailVerified(caller, id);
    return answered({ user }, m.emailMarkedVerified);
  }

  @Post(':id/password-reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Admin: mail the account a password reset link' })
  @Answers(adminDoneAnswerSchema)
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async passwordReset(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
  ): Promise<AdminDoneAnswer> {
    const email = await this.users.sendPasswordReset(caller, id);
    return said(m.passwordResetSent(email));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Admin: delete an account as "Delete my account" does (not your own)' })
  @Answers(adminDoneAnswerSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  async delete(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserId() id: string,
  ): Promise<AdminDoneAnswer> {
    await this.users.delete(caller, id);
    return said(m.userDeleted);
  }
}
