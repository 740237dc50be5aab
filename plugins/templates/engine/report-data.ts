/**
 * The data a DOCX layout is rendered with: display text only, so that a layout never has to
 * format numbers or dates itself. Sections list label/value rows in the template's order.
 */
import { isEmpty } from '../formula/index.ts';
import type { CompiledTemplate } from './compile.ts';
import { SECTION_FIELDS } from './report-fields.ts';
import type { SetEvaluation } from './set.ts';

export interface ReportInfo {
  /** sampleNum, projectAddress, castDate, reportDate, customer... as the report plugin holds them. */
  report?: Readonly<Record<string, unknown>>;
  generalInfo?: Readonly<Record<string, unknown>>;
  dataSheetInfo?: Readonly<Record<string, unknown>>;
  material?: Readonly<Record<string, unknown>>;
  equipment?: readonly Readonly<Record<string, unknown>>[];
  /** docx-templates IMAGE values: { width, height, data, extension } in cm. */
  images?: readonly unknown[];
  graph?: unknown;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ReportData {
  template: { id: string; version: string; name: string; title: string; standard: string };
  report: Record<string, string>;
  generalInfo: LabelledValue[];
  dataSheetInfo: LabelledValue[];
  materialIdentification: LabelledValue[];
  equipment: Record<string, string>[];
  specimens: Record<string, string>[];
  summary: LabelledValue[];
  images: readonly unknown[];
  graph: unknown;
}

/** How a value prints: empty for null, Yes/No for booleans, text as is. */
export function displayText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return Array.isArray(value) ? value.map(displayText).join(', ') : JSON.stringify(value);
}

function section(name: string, included: readonly string[] | undefined, values: Readonly<Record<string, unknown>> = {}): LabelledValue[] {
  const labels = SECTION_FIELDS[name] ?? {};
  return (included ?? []).map((field) => ({ label: labels[field] ?? field, value: displayText(values[field]) }));
}

function textRecord(values: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, displayText(value)]));
}

/** Builds the layout's data from an evaluated set and the report's own information. */
export function reportData(template: CompiledTemplate, set: SetEvaluation, info: ReportInfo = {}): ReportData {
  const { definition } = template;
  const sections = definition.report.sections;
  const specimens = set.specimens.map((record, i) => {
    const row: Record<string, string> = {
      specimenNum: displayText(record.specimenNum ?? i + 1),
      testDate: displayText(record.testDate),
      age: displayText(record.age),
      status: displayText(record.status),
    };
    const context: Record<string, unknown> = { ...template.tables, sample: set.sample, specimen: record };
    const scope = (name: string): unknown =>
      Object.hasOwn(record, name) ? record[name] : Object.hasOwn(context, name) ? context[name] : undefined;
    for (const { name, formula } of template.columns) {
      const result = formula.evaluate(scope);
      row[name] = result.ok ? displayText(result.value) : '';
    }
    return row;
  });
  const setContext: Record<string, unknown> = { ...template.tables, sample: set.sample, specimens: set.specimens };
  const finalScope = (name: string): unknown =>
    Object.hasOwn(set.final, name) ? set.final[name] : Object.hasOwn(setContext, name) ? setContext[name] : undefined;
  const summary = template.summary.map(({ name, formula }) => {
    const result = formula.evaluate(finalScope);
    const label = definition.report.summary.find((item) => item.key === name)?.label ?? name;
    return { label, value: result.ok ? displayText(result.value) : '' };
  });
  const equipmentFields = sections.testEquipment?.includedFields ?? [];
  return {
    template: { id: template.id, version: template.version, name: definition.name, title: definition.title, standard: definition.standard },
    report: textRecord(info.report ?? {}),
    generalInfo: section('generalInfo', sections.generalInfo.includedFields, info.generalInfo),
    dataSheetInfo: section('dataSheetInfo', sections.dataSheetInfo.includedFields, info.dataSheetInfo),
    materialIdentification: section('materialIdentification', sections.materialIdentification?.includedFields, info.material),
    equipment: (info.equipment ?? []).map((item) => Object.fromEntries(equipmentFields.map((field) => [field, displayText(item[field])]))),
    specimens,
    summary,
    images: info.images ?? [],
    graph: info.graph ?? null,
  };
}
