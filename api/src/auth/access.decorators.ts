import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@dd/contracts/permissions';

export const PUBLIC_ROUTE = 'access:public';
export const REQUIRED_PERMISSION = 'access:permission';

/** Anyone, signed in or not, may call this route. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only a signed-in user whose role holds this permission (libs/contracts permissions map). */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);
