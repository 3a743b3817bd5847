import type { UserDto } from '@dd/contracts/user';
import { secondFactorStatus } from '../second-factor/second-factor-status';
import type { UserEntity } from './user.entity';

/** `dadsMustEnrol`: the admin's setting that DADs need a second factor (SecondFactorPolicy), where the answer is the signed-in user. */
export function toUserDto(user: UserEntity, dadsMustEnrol = false): UserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    role: user.role,
    profilePhotoUrl: user.profilePhotoUrl,
    profilePhotoId: user.profilePhotoId,
    stripeCustomerId: user.stripeCustomerId,
    washPoints: user.washPoints,
    isActive: user.isActive,
    emailNotifications: user.emailNotifications,
    smsNotifications: user.smsNotifications,
    promotionalEmails: user.promotionalEmails,
    preferredContactMethod: user.preferredContactMethod,
    language: user.language ?? null,
    secondFactor: secondFactorStatus(user, dadsMustEnrol),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
