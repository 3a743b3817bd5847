import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ApiKeyScope } from '@dd/contracts/api-keys';
import type { Permission } from '@dd/contracts/permissions';

/*
 * Who may call a route, as every feature's controllers declare it. Identity's AccessGuard reads
 * these marks (identity/auth/access.guard.ts); they live here because every feature uses them and
 * none may import identity's folder for it (decision record 0301).
 */

export const PUBLIC_ROUTE = 'access:public';
export const REQUIRED_PERMISSION = 'access:permission';
export const BEFORE_SECOND_FACTOR = 'access:before-second-factor';
export const STEP_UP = 'access:step-up';
export const API_KEY_SCOPE = 'access:api-key-scope';

/** Anyone, signed in or not, may call this route. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only a signed-in user whose role holds this permission (libs/contracts permissions map). */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

/** Open to a signed-in user whose role needs a second factor they have not set up yet (who they are, enrolment). */
export const BeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);

/**
 * Other software may also call this read with `Authorization: Bearer <API key>` when the key has this
 * scope (issue 39); it then acts as the admin who made the key, under the route's permission as well.
 */
export const AcceptsApiKey = (scope: ApiKeyScope) => SetMetadata(API_KEY_SCOPE, scope);

/** Whether this call of a @StepUp() route moves money or power (a booking update only when it touches the payment). */
export type StepUpWhen = (request: Request) => boolean;

/** The route needs a proof from the last 5 minutes (AccessGuard checks it after the permission). */
export const StepUp = (when: StepUpWhen = () => true) => SetMetadata(STEP_UP, when);

/** The signed-in user (routes behind a permission always have one); the parameter's type names identity's user. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().user);
