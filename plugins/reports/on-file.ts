import { ON_FILE, type ReportFileVersion } from './present.ts';

/**
 * A report's `pdfs` after its 'Kept on file' setting is saved: ONFILE while it is kept on paper
 * (the Associated Reports panel shows 'On File' instead of Edit and Print); its generated files
 * again, latest last, once it is not. Undefined when the setting does not change.
 * @example pdfsForOnFile('["report_7_1.pdf"]', [], true) // 'ONFILE'
 */
export function pdfsForOnFile(pdfs: string | null, versions: readonly ReportFileVersion[], onFile: boolean): string | undefined {
  if ((pdfs === ON_FILE) === onFile) return undefined;
  return onFile ? ON_FILE : JSON.stringify(versions.map((version) => version.filename));
}
