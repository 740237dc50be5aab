/**
 * How values come back from PostgreSQL, the same on the embedded database and on a server:
 * dates and times stay the strings the API sends (`YYYY-MM-DD`, `HH:mm:ss`), money stays an
 * exact decimal string, counts (`bigint`) become numbers, instants become `Date`s.
 */
export const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIME: 1083, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE.INT8]: (value) => Number(value),
  [PG_TYPE.NUMERIC]: (value) => value,
  [PG_TYPE.DATE]: (value) => value,
  [PG_TYPE.TIME]: (value) => value,
  [PG_TYPE.TIMESTAMP]: (value) => new Date(`${value.replace(' ', 'T')}Z`),
  [PG_TYPE.TIMESTAMPTZ]: (value) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')),
};
