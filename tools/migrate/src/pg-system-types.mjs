import Result from 'pg/lib/result.js';

// Postgres system types that @prisma/adapter-pg cannot map to a column type ("char" is oid 18;
// the rest are the int2vector/oidvector/reg* family). The schema engine's introspection queries
// return some of them (pg_class.relkind, pg_constraint.contype, ...); read them as text instead.
const SYSTEM_TYPES_READ_AS_TEXT = new Set([
  18, 22, 24, 30, 194, 1033, 2202, 2203, 2204, 2205, 2206, 4089, 4096,
]);
const TEXT_OID = 25;
const patched = Symbol.for('gems.migrate.systemTypesAsText');

/**
 * Rewrites those columns' type oid to text before pg builds its row parsers, so both pg and the
 * adapter see a text column. A runtime wrapper rather than an edit in node_modules, which `npm ci`
 * would undo.
 */
export function readSystemTypesAsText() {
  if (Result.prototype[patched]) return;
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function addFieldsWithSystemTypesAsText(fieldDescriptions) {
    for (const field of fieldDescriptions) {
      if (SYSTEM_TYPES_READ_AS_TEXT.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    }
    return addFields.call(this, fieldDescriptions);
  };
  Result.prototype[patched] = true;
}
