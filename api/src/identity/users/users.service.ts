import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Language } from '@dd/contracts/language';
import type { Role } from '@dd/contracts/roles';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { conflict } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/unique-violation';
import { refuseCommonPassword } from './common-passwords';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  /** Made at a visitor's checkout: the "set your password" email is due once the card is held. */
  passwordLinkDue?: boolean;
  /** The language they booked in (a visitor's checkout), kept as the account's (decision 0410). */
  language?: Language;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A hash of a throw-away password: an unknown email costs as much time as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$Xm+o6YSudFIKhgmHIqXXig$rxJaKrVQIFHYJx+Nuks4sWDNfot/EU3WaBEUUnEeMR0';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
  ) {}

  findActiveById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id, isActive: true });
  }

  /** "First Last" of each of these accounts, by id (a list's names in one read). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.users.find({ select: { id: true, firstName: true, lastName: true }, where: { id: In(ids) } });
    return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  }

  /** The active user with these credentials, or null. */
  async verifyCredentials(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.passwordHolder(email, password);
    return user?.isActive ? user : null;
  }

  /**
   * The user with these credentials, active or not, or null. Only sign-in asks for a deactivated one:
   * the right password earns the truth (deactivated), a guess learns nothing about the account.
   */
  async passwordHolder(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalizeEmail(email) })
      .getOne();
    const valid = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !valid) return null;
    // As any other read gives it: without the hash (not loaded again for that).
    delete (user as Partial<UserEntity>).passwordHash;
    return user;
  }

  async create(input: NewUser): Promise<UserEntity> {
    const email = normalizeEmail(input.email);
    if (await this.users.existsBy({ email })) throw emailTaken();
    // A password the person chose (sign-up, an admin's new DAD); checkout's generated one is replaced by theirs via the link.
    if (!input.passwordLinkDue) refuseCommonPassword(input.password);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      const { id } = await this.users.save(this.users.create({ ...input, email, passwordHash }));
      return this.users.findOneByOrFail({ id });
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides, and the loser hears why.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
}

const emailTaken = () => conflict('EMAIL_TAKEN', 'An account with this email already exists. Please sign in instead.');
