import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../identity/auth/roles.guard.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';

/**
 * A controller under /api/v1/admin/ (docs/product/admin.md): a signed-in admin only, checked with
 * the role in force on every call (401 for a visitor, 403 for any other role, support included),
 * before the route reads its input; documented as such in the OpenAPI document.
 */
export const AdminOnly = () =>
  applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    Roles('admin'),
    ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN),
  );
