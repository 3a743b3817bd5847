import { randomUUID } from 'node:crypto';
import { FindOperator, QueryFailedError, getMetadataArgsStorage, type DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';

/*
 * In-memory stand-ins for unit tests of the services' rules (immich's newTestService pattern): a
 * feature's `testing` file builds its service on a FakeDatabase and fakes of its ports. The fake
 * knows what TypeORM's repository calls mean (equality, In, IsNull, Not, ranges, arrays of
 * alternatives), the entities' defaults, generated ids and unique keys, and undoes a transaction
 * that throws; it runs no SQL, so a rule written as SQL (the query builder) is extracted into a
 * pure function the service and its fake share, and the MariaDB suites prove the query.
 */

type Row = ObjectLiteral;
type EntityClass = new () => Row;

/** Whether `actual` satisfies one where-value: a plain value (equal) or a TypeORM FindOperator. */
function satisfies(expected: unknown, actual: unknown): boolean {
  if (!(expected instanceof FindOperator)) return same(expected, actual);
  const raw = (expected as unknown as { _value: unknown })._value;
  switch (expected.type) {
    case 'not':
      return !satisfies(raw, actual);
    case 'and':
      return (raw as unknown[]).every((op) => satisfies(op, actual));
    case 'isNull':
      return actual === null || actual === undefined;
    case 'in':
      return (raw as unknown[]).some((value) => same(value, actual));
    case 'equal':
      return same(raw, actual);
    case 'between': {
      const [low, high] = raw as unknown[];
      return actual != null && compare(actual, low) >= 0 && compare(actual, high) <= 0;
    }
    case 'lessThan':
      return actual != null && compare(actual, raw) < 0;
    case 'lessThanOrEqual':
      return actual != null && compare(actual, raw) <= 0;
    case 'moreThan':
      return actual != null && compare(actual, raw) > 0;
    case 'moreThanOrEqual':
      return actual != null && compare(actual, raw) >= 0;
    default:
      throw new Error(`The in-memory database does not know the ${expected.type} operator`);
  }
}

const plain = (value: unknown) => (value instanceof Date ? value.getTime() : value);
const same = (a: unknown, b: unknown) => plain(a) === plain(b) || (a == null && b == null);
const compare = (a: unknown, b: unknown) => {
  const [x, y] = [plain(a), plain(b)] as [number | string, number | string];
  return x < y ? -1 : x > y ? 1 : 0;
};

type Where = Row | Row[] | undefined;

function matches(row: Row, where: Where): boolean {
  if (!where) return true;
  if (Array.isArray(where)) return where.some((alternative) => matches(row, alternative));
  return Object.entries(where).every(([key, value]) => satisfies(value, row[key]));
}

/** The duplicate-key error MariaDB's driver gives (what isUniqueViolation recognises). */
function duplicateKey(table: string, key: string[]): QueryFailedError {
  const driverError = Object.assign(new Error(`Duplicate entry for ${table} (${key.join(', ')})`), { code: 'ER_DUP_ENTRY', errno: 1062 });
  return new QueryFailedError('INSERT', [], driverError);
}

/** What the entity's decorators say about its rows: primary key, unique keys, defaults. */
function schemaOf(entity: EntityClass) {
  const args = getMetadataArgsStorage();
  const columns = args.columns.filter((c) => c.target === entity);
  const primary = columns.filter((c) => c.options.primary).map((c) => c.propertyName);
  const uniques = args.indices
    .filter((i) => i.target === entity && i.unique && Array.isArray(i.columns))
    .map((i) => i.columns as string[]);
  const generated = args.generations.filter((g) => g.target === entity && g.strategy === 'uuid').map((g) => g.propertyName);
  return { name: entity.name, columns, keys: [primary, ...uniques].filter((key) => key.length), generated };
}

/** One table: the rows of an entity, kept as plain copies so a caller's object is never the stored one. */
class Table {
  rows: Row[] = [];
  private readonly schema: ReturnType<typeof schemaOf>;

  constructor(private readonly entity: EntityClass) {
    this.schema = schemaOf(entity);
  }

  /** A new row with the entity's defaults, generated id and dates. */
  complete(values: Row): Row {
    const now = new Date();
    const row: Row = {};
    for (const column of this.schema.columns) {
      const { propertyName: name, mode, options } = column;
      if (values[name] !== undefined) continue;
      if (mode === 'createDate' || mode === 'updateDate') row[name] = now;
      else if (options.default !== undefined && typeof options.default !== 'function') row[name] = options.default;
      else if (options.nullable) row[name] = null;
    }
    for (const name of this.schema.generated) if (values[name] === undefined) row[name] = randomUUID();
    return Object.assign(new this.entity(), row, copy(values));
  }

  insert(values: Row): Row {
    const row = this.complete(values);
    this.checkKeys(row, null);
    this.rows.push(row);
    return row;
  }

  update(where: Where, values: Row): number {
    const found = this.rows.filter((row) => matches(row, where));
    for (const row of found) {
      const next = { ...row, ...copy(values) };
      this.checkKeys(next, row);
      Object.assign(row, next);
    }
    return found.length;
  }

  private checkKeys(row: Row, self: Row | null): void {
    for (const key of this.schema.keys) {
      if (key.some((column) => row[column] == null)) continue;
      if (this.rows.some((other) => other !== self && key.every((column) => same(other[column], row[column])))) throw duplicateKey(this.schema.name, key);
    }
  }

  /** The row a save() of `values` overwrites: the one with its primary key, if any. */
  byPrimaryKey(values: Row): Row | undefined {
    const [primary] = this.schema.keys;
    if (!primary?.length || primary.some((column) => values[column] == null)) return undefined;
    return this.rows.find((row) => primary.every((column) => same(row[column], values[column])));
  }

  read(row: Row): Row {
    return Object.assign(new this.entity(), copy(row));
  }
}

/** A stored copy: undefined fields left out, as TypeORM leaves them out of an INSERT or UPDATE. */
const copy = (row: Row): Row => Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (value === undefined ? [] : [[key, clone(value)]])));

/** A deep copy of a column's value (JSON columns are objects); not structuredClone, whose Dates are another realm's under Jest. */
function clone(value: unknown): unknown {
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(clone);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, clone(v)]));
  return value;
}

interface FindOptions {
  where?: Where;
  order?: Record<string, 'ASC' | 'DESC'>;
  take?: number;
}

/**
 * An in-memory database with TypeORM's DataSource, EntityManager and Repository calls the services
 * make. `transaction` undoes every table when its work throws, as the real one rolls back.
 */
export class FakeDatabase {
  private tables = new Map<EntityClass, Table>();

  /** The stored rows of an entity (copies), for a test's setup and assertions. */
  rows<E extends Row>(entity: new () => E, where?: Where): E[] {
    return this.table(entity).rows.filter((row) => matches(row, where)).map((row) => this.table(entity).read(row) as E);
  }

  /** Inserts rows for a test (defaults, ids and unique keys as the service's own inserts). */
  seed<E extends Row>(entity: new () => E, ...rows: Array<Partial<E>>): E[] {
    return rows.map((row) => this.table(entity).read(this.table(entity).insert(row)) as E);
  }

  private table(entity: EntityClass): Table {
    let table = this.tables.get(entity);
    if (!table) this.tables.set(entity, (table = new Table(entity)));
    return table;
  }

  private find(entity: EntityClass, { where, order, take }: FindOptions = {}): Row[] {
    const table = this.table(entity);
    const found = table.rows.filter((row) => matches(row, where));
    if (order) {
      const keys = Object.entries(order);
      found.sort((a, b) => keys.reduce((result, [key, direction]) => result || compare(a[key], b[key]) * (direction === 'DESC' ? -1 : 1), 0));
    }
    return found.slice(0, take).map((row) => table.read(row));
  }

  private save(entity: EntityClass, values: Row): Row {
    const table = this.table(entity);
    const existing = table.byPrimaryKey(values);
    if (existing) {
      table.update(existing, values);
      return Object.assign(values, table.read(existing));
    }
    return Object.assign(values, table.read(table.insert(values)));
  }

  private add(entity: EntityClass, where: Where, column: string, by: number): { affected: number; raw: unknown; generatedMaps: [] } {
    const table = this.table(entity);
    const found = table.rows.filter((row) => matches(row, where));
    for (const row of found) table.update(row, { [column]: Number(row[column]) + by });
    return { affected: found.length, raw: null, generatedMaps: [] };
  }

  /** The EntityManager calls the services use. */
  readonly manager: EntityManager = this.managerApi() as unknown as EntityManager;

  private managerApi() {
    const result = (affected: number) => ({ affected, raw: null, generatedMaps: [] });
    const orFail = (entity: EntityClass, row: Row | undefined) => {
      if (!row) throw new Error(`No ${entity.name} matches`);
      return row;
    };
    const entityOf = (target: EntityClass | Row, values?: Row): [EntityClass, Row] =>
      typeof target === 'function' ? [target as EntityClass, values!] : [(target as Row).constructor as EntityClass, target as Row];
    return {
      transaction: <T>(work: (manager: EntityManager) => Promise<T>) => this.transaction(work),
      getRepository: (entity: EntityClass) => this.repository(entity),
      create: (entity: EntityClass, values: Row = {}) => Object.assign(new entity(), values),
      find: async (entity: EntityClass, options?: FindOptions) => this.find(entity, options),
      findBy: async (entity: EntityClass, where: Where) => this.find(entity, { where }),
      findOne: async (entity: EntityClass, options: FindOptions) => this.find(entity, { ...options, take: 1 })[0] ?? null,
      findOneOrFail: async (entity: EntityClass, options: FindOptions) => orFail(entity, this.find(entity, { ...options, take: 1 })[0]),
      findOneBy: async (entity: EntityClass, where: Where) => this.find(entity, { where, take: 1 })[0] ?? null,
      findOneByOrFail: async (entity: EntityClass, where: Where) => orFail(entity, this.find(entity, { where, take: 1 })[0]),
      count: async (entity: EntityClass, options?: FindOptions) => this.find(entity, options).length,
      countBy: async (entity: EntityClass, where: Where) => this.find(entity, { where }).length,
      exists: async (entity: EntityClass, options?: FindOptions) => this.find(entity, options).length > 0,
      existsBy: async (entity: EntityClass, where: Where) => this.find(entity, { where }).length > 0,
      save: async (target: EntityClass | Row, values?: Row) => this.save(...entityOf(target, values)),
      insert: async (entity: EntityClass, values: Row | Row[]) => {
        const rows = Array.isArray(values) ? values : [values];
        for (const row of rows) this.table(entity).insert(row);
        return { identifiers: [], generatedMaps: [], raw: null };
      },
      update: async (entity: EntityClass, where: Where, values: Row) => result(this.table(entity).update(where, values)),
      delete: async (entity: EntityClass, where: Where) => {
        const table = this.table(entity);
        const before = table.rows.length;
        table.rows = table.rows.filter((row) => !matches(row, where));
        return result(before - table.rows.length);
      },
      increment: async (entity: EntityClass, where: Where, column: string, by: number) => this.add(entity, where, column, by),
      decrement: async (entity: EntityClass, where: Where, column: string, by: number) => this.add(entity, where, column, -by),
      // Only the plain multi-row insert of insertRows (platform/database/insert-rows.ts); any other SQL is refused.
      createQueryBuilder: () => ({
        insert: () => ({
          into: (entity: EntityClass) => ({
            values: (rows: Row[]) => {
              const execute = async () => {
                for (const row of rows) this.table(entity).insert(row);
                return { identifiers: [], generatedMaps: [], raw: null };
              };
              return { updateEntity: () => ({ execute }), execute };
            },
          }),
        }),
        select: () => {
          throw new Error('The in-memory database runs no SQL: extract the rule into a pure function and fake the query with it');
        },
      }),
    };
  }

  /** A Repository of `entity` on this database (what @InjectRepository gives a service). */
  repository<E extends Row>(entity: new () => E) {
    const m = this.manager as unknown as Record<string, (...args: unknown[]) => unknown>;
    const on = (name: string) => (...args: unknown[]) => m[name](entity, ...args);
    const names = ['find', 'findBy', 'findOne', 'findOneOrFail', 'findOneBy', 'findOneByOrFail', 'count', 'countBy', 'exists', 'existsBy', 'insert', 'update', 'delete', 'increment', 'decrement', 'create'];
    return {
      ...Object.fromEntries(names.map((name) => [name, on(name)])),
      save: (values: Row) => m.save(entity, values),
      manager: this.manager,
      // Only a query builder that is `find` under an alias (setFindOptions); any SQL is refused.
      createQueryBuilder: () => ({ setFindOptions: (options: FindOptions) => ({ getMany: async () => this.find(entity, options) }) }),
    } as unknown as import('typeorm').Repository<E>;
  }

  /** Runs `work` and restores every table when it throws (a rollback). */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const saved = new Map([...this.tables].map(([entity, table]) => [entity, table.rows.map((row) => ({ row, values: copy(row) }))]));
    try {
      return await work(this.manager);
    } catch (error) {
      for (const [entity, table] of this.tables) {
        const before = saved.get(entity) ?? [];
        table.rows = before.map(({ row, values }) => Object.assign(row, values));
      }
      throw error;
    }
  }

  /** The DataSource calls the services use (@InjectDataSource). */
  get dataSource(): DataSource {
    return { manager: this.manager, getRepository: (entity: EntityClass) => this.repository(entity), transaction: (work: (m: EntityManager) => Promise<unknown>) => this.transaction(work) } as unknown as DataSource;
  }
}
