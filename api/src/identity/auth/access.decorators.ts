import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@dd/contracts/permissions';

export const PUBLIC_ROUTE = 'access:public';
export const REQUIRED_PERMISSION = 'access:permission';
export const BEFORE_SECOND_FACTOR = 'access:before-second-factor';

/** Anyone, signed in or not, may call this route. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only a signed-in user whose role holds this permission (libs/contracts permissions map). */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

/** Open to a signed-in user whose role needs a second factor they have not set up yet (who they are, enrolment). */
export const BeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);
