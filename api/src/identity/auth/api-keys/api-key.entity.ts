import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from '@dd/contracts/api-keys';
import { epochMillisTransformer } from '../../../platform/database/epoch-millis.transformer';

/** A key other software calls the API with (issue 39): the SHA-256 of the key, never the key. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** The key's first characters, shown in the list to tell keys apart. */
  @Column({ type: 'varchar', length: 12 })
  prefix!: string;

  /** Hex SHA-256 of the key: the key has 256 random bits, so a fast hash is as safe as a slow one and lets each call find it. */
  @Index('IDX_api_keys_secretHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column({ type: 'simple-json' })
  scopes!: ApiKeyScope[];

  /** The admin who made it: calls with the key act as that admin, within its scopes, while the admin can. */
  @Column({ type: 'varchar', length: 36 })
  createdById!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  lastUsedAt!: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMillisTransformer })
  revokedAt!: number | null;
}
