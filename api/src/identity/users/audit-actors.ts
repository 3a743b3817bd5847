import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AuditActor, AuditActors } from '../../audit/admin-audit';
import { UserEntity } from './user.entity';

/** Audit's AuditActors port: the names of the accounts that acted (bound in app/feature-ports.module.ts). */
@Injectable()
export class UserAuditActors implements AuditActors {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  named(ids: string[]): Promise<AuditActor[]> {
    return this.users.find({ where: { id: In(ids) }, select: { id: true, firstName: true, lastName: true } });
  }
}
