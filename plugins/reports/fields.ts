import {
  COMPOSITE_PANEL_FIELDS,
  DATA_SHEET_FIELDS as DATA_SHEET_LABELS,
  GENERAL_INFO_FIELDS as GENERAL_INFO_LABELS,
} from '../templates/index.ts';

/** Section 3's General Info fields, in the form's order: the templates plugin names them with their labels. */
export const GENERAL_INFO_FIELDS = Object.keys(GENERAL_INFO_LABELS);

/** Section 3's Data Sheet fields and the composite panels' fields, in the form's order. */
export const DATA_SHEET_FIELDS = [...new Set([...Object.keys(DATA_SHEET_LABELS), ...Object.keys(COMPOSITE_PANEL_FIELDS)])];

/** The labels the form and the PDF show for the field names, the ones the templates print. */
export const FIELD_LABELS: Readonly<Record<string, string>> = { ...GENERAL_INFO_LABELS, ...DATA_SHEET_LABELS, ...COMPOSITE_PANEL_FIELDS };

/** Section 3: the inspector's license reads 'On File' until one is entered. */
export const DEFAULT_GENERAL_INFO: Record<string, string> = { inspectorLicense: 'On File' };

/** The composite panels' defaults (section 3). */
export const DEFAULT_COMPOSITE_INFO: Record<string, string> = {
  test_standard: 'ASTM D3039: Standard Test Method for Tensile Properties of Polymer Matrix Composite Materials',
  conditioning: 'oven',
};

/** Section 9's limits, enforced by the form and the server. */
export const LIMITS = { equipment: 2, images: 3, materials: 5 } as const;

/** Stored uploads of a report are named with this prefix (section 9). */
export const uploadPrefix = (reportId: number) => `report_${reportId}`;

/** The filled fields of an info section: blanks are left out, so a form shows them empty. */
export function filledInfo(info: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(info).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined && entry[1] !== ''),
  );
}
