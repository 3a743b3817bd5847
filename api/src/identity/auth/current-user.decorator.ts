import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity';

/** The signed-in user (routes behind a permission always have one). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().user as UserEntity,
);
