/** The generic table: models, the query-string parser, the query, exports and the list route. */
export { defineTableModel, type FieldType, type TableField, type TableModel, type TableSort, type SortDirection } from './model.ts';
export { parseTableParams, DEFAULT_LIMIT, MAX_LIMIT, type TableParams, type ExportFormat } from './params.ts';
export { CONDITION_OPS, type Condition, type ConditionOp } from './conditions.ts';
export { runTableQuery, type TableRestriction, type TableResult } from './query.ts';
export { exportTable, toCsv, toXlsx, MAX_EXPORT_ROWS } from './export.ts';
export { serveTable, type ServeTableOptions } from './serve.ts';
export { dataTableProps, type ColumnChoice, type DataTableOptions } from './data-table.ts';
