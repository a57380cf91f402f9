import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A JSON column's value already serialized: a row waiting for its insert then holds one flat string
 * instead of the objects it was made from (and the source text their strings may still point into).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export const jsonText = (value: unknown): JsonText => new JsonText(JSON.stringify(value));

/** Column names and database values of plain rows given by property name (relations as ids). */
function toRecords<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: Partial<Record<keyof T & string, unknown>>[]): Record<string, unknown>[] {
  const meta = em.getMetadata().get<T>(entity.name);
  const props = meta.properties as Record<string, EntityProperty<T> | undefined>;
  const platform = em.getPlatform();
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const prop = props[name];
      if (!prop || prop.fieldNames.length !== 1) throw new Error(`insertRows: ${entity.name}.${name} is not a single-column property`);
      record[prop.fieldNames[0]] =
        value instanceof JsonText
          ? value.text
          : prop.customType && value != null
            ? prop.customType.convertToDatabaseValue(value, platform, { mode: 'query-data' })
            : value;
    }
    return record;
  });
}

/**
 * Values by property name, relations as ids. Not `em.insertMany`: it escapes every string into the SQL text
 * one character at a time, which grew an import by hundreds of MiB.
 */
export async function insertRows<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: Partial<Record<keyof T & string, unknown>>[],
): Promise<void> {
  if (rows.length === 0) return;
  const query = em
    .getKnex()(em.getMetadata().get<T>(entity.name).tableName)
    .insert(toRecords(em, entity, rows));
  const tx = em.getTransactionContext();
  await (tx ? query.transacting(tx) : query);
}

/** Joined in a temporary table from parts, so a value of many MiB never stands whole in the process or the driver. */
export async function setJsonInParts<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  property: keyof T & string,
  pieces: Iterable<string>,
  partChars: number,
): Promise<void> {
  const tx = em.getTransactionContext();
  // the table is dropped at the commit at the latest, so it never outlives the transaction
  if (!tx) throw new Error('setJsonInParts: needs a transaction');
  const knex = em.getKnex();
  const meta = em.getMetadata().get<T>(entity.name);
  const column = (meta.properties as Record<string, EntityProperty<T>>)[property].fieldNames[0];
  await knex.raw('create temporary table json_parts (n int primary key, part text not null) on commit drop').transacting(tx);
  let n = 0;
  let part = '';
  const send = async () => {
    await knex('json_parts').insert({ n: n++, part }).transacting(tx);
    part = '';
  };
  for (const piece of pieces) {
    part += piece;
    if (part.length >= partChars) await send();
  }
  if (part) await send();
  await knex(meta.tableName)
    .where({ id })
    .update({ [column]: knex.raw("(select string_agg(part, '' order by n) from json_parts)::jsonb") })
    .transacting(tx);
  await knex.raw('drop table json_parts').transacting(tx);
}

/** Sets values of one row by id, bound as `insertRows` binds them (a large JSON value costs its size once). */
export async function updateRow<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  values: Partial<Record<keyof T & string, unknown>>,
): Promise<void> {
  const query = em
    .getKnex()(em.getMetadata().get<T>(entity.name).tableName)
    .where({ id })
    .update(toRecords(em, entity, [values])[0]);
  const tx = em.getTransactionContext();
  await (tx ? query.transacting(tx) : query);
}
