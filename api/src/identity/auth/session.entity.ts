import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { epochMillisTransformer } from '../../platform/database/epoch-millis.transformer';
import type { UserEntity } from '../users/user.entity';

/** express-session store rows, shared by every API instance. */
@Entity('sessions')
export class SessionEntity {
  /** The express-session id. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  /** Epoch milliseconds; an integer so both databases compare it the same way. Indexed for the expiry sweep. */
  @Index('IDX_sessions_expiresAt')
  @Column({ type: 'bigint', transformer: epochMillisTransformer })
  expiresAt!: number;

  /** The serialised session. */
  @Column({ type: 'text' })
  data!: string;

  /** Who is signed in on it (also inside `data`), so the session and its user load in one query. */
  @Index('IDX_sessions_userId')
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  /** Loaded with the session when active (not a column). */
  user?: UserEntity | null;
}
