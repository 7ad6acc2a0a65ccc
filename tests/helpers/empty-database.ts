/**
 * Bringing a test database back to the state of a new one, which costs a few milliseconds where
 * opening a new one costs 0.4 to 2 s of CPU (decisions 114 and 122): for each test of a file
 * (`databaseForEachTest`, tests/helpers/test-app.ts) and for the next file of a worker (the PGlite
 * databases of tests/helpers/pglite-template.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client.ts';

/**
 * How to bring `db`, as it is now (migrated, nothing added), back to this state: every table of
 * the schema truncated, the rows it holds now (the migrations' own, as payment_settings') put
 * back, and every sequence of the schema where it stands now, identities included. Triggers are
 * off meanwhile (session_replication_role): the ones that refuse a TRUNCATE guard the accounts of
 * a real database, not a test's. Rows and sequences only: a table, trigger or function a test
 * adds stays (`definitionsPrint` tells).
 */
export async function howToEmpty(db: Database): Promise<() => Promise<void>> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const kept: { table: string; columns: SQL; rows: string }[] = [];
  for (const table of tables) {
    const [{ rows } = { rows: null }] = await rowsOf<{ rows: string | null }>(
      db,
      sql`select json_agg(t)::text as rows from ${sql.identifier(table)} t`,
    );
    if (rows === null) continue;
    const columns = await rowsOf<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
    );
    const list = sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    kept.push({ table, columns: list, rows });
  }
  // pg_sequences reads a sequence never drawn from as a null last value.
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    db,
    sql`select format('public.%I', sequencename) as name,
               coalesce(last_value, start_value)::text as value, last_value is not null as called
          from pg_sequences where schemaname = 'public'`,
  );
  const everyTable = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  return () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`truncate table ${everyTable} restart identity cascade`);
      for (const { table, columns, rows } of kept) {
        await tx.execute(
          sql`insert into ${sql.identifier(table)} (${columns})
              select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`,
        );
      }
      for (const { name, value, called } of sequences) {
        await tx.execute(sql`select setval(${name}::regclass, ${value}::bigint, ${called})`);
      }
    });
}

/**
 * A digest of what the database defines outside its rows: schemas, tables and their columns,
 * constraints, indexes, triggers, functions, types, extensions, roles, and the migrations drizzle
 * recorded. Two databases with the same print differ only in rows and sequences, which
 * `howToEmpty` puts back.
 */
export async function definitionsPrint(db: Database): Promise<string> {
  const [row] = await rowsOf<{ print: string }>(
    db,
    sql`select md5(string_agg(item, E'\n' order by item)) as print from (
      select format('schema %s', nspname) as item from pg_namespace
        where nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'
      union all
      select format('relation %s %s', c.oid::regclass, c.relkind)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
          and n.nspname not like 'pg_temp_%' and n.nspname not like 'pg_toast_temp_%'
      union all
      select format('column %s.%s %s %s %s', a.attrelid::regclass, a.attname,
                    format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
      union all
      select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select format('index %s', pg_get_indexdef(i.indexrelid))
        from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace
      union all
      select format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled)
        from pg_trigger where not tgisinternal
      union all
      select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
        from pg_proc p
        where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all
      select format('type %s', t.oid::regtype) from pg_type t
        where t.typnamespace = 'public'::regnamespace
      union all
      select format('extension %s %s', extname, extversion) from pg_extension
      union all
      select format('role %s', rolname) from pg_roles
      union all
      select format('setting %s', array_to_string(setconfig, ',')) from pg_db_role_setting
      union all
      select format('migration %s', hash) from drizzle.__drizzle_migrations
    ) items`,
  );
  if (!row) throw new Error('The definitions query answered nothing');
  return row.print;
}
