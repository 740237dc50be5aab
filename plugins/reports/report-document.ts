import { dateInZone, labToday, toDisplayDate } from '../../shared/dates.ts';
import { BusinessRuleError } from '../../core/errors.ts';
import { publicAddress } from '../../core/http/public-url.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { breaksService, shownStatus } from '../breaks/index.ts';
import { pickupsForReports } from '../pickups/index.ts';
import { evaluateSet, reportData, templateCatalogue } from '../templates/index.ts';
import type { ReportDetail } from './detail.ts';
import { labLines } from './lab-lines.ts';
import { stressStrainPng } from './pdf/graph.server.tsx';
import { amendedTitle, groupedCode, ITEMS_TESTED_STATEMENT, type ReportDocument } from './pdf/report-pdf.ts';
import { stressStrainCurves } from './pdf/stress-strain.ts';
import type { ReportsDatabase } from './reports.table.ts';

export type DocumentDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'config'>;

export const NO_TEMPLATE = 'This report has no template to print it with: choose one for its sample type';

const decimalOrNull = (value: string | null) => (value === null ? null : Number(value));
const numberOrNull = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** How this printing differs from another of the same report: an issued revision carries its verification. */
export interface Printing {
  verification?: { code: string; url: string } | null;
  notice?: string | null;
}

/**
 * Everything the PDF prints, read and computed: the set evaluated by the templates engine from
 * the specimens' stored results, the template's columns and summary, pass/fail as the results
 * were judged, the lab's identity, who tested and who approved, the lab's statements. Staff
 * messages (a failed result's toast, review remarks) are not printed: the reviewer's confirmed
 * statements are.
 */
export async function reportDocument(deps: DocumentDeps, detail: ReportDetail, printing: Printing = {}): Promise<ReportDocument> {
  const { db, config } = deps;
  const entry = detail.template ? (await templateCatalogue()).find(detail.template.id) : undefined;
  const template = entry?.template;
  if (!template) throw new BusinessRuleError(NO_TEMPLATE);
  const [sample] = await pickupsForReports.samplesByIds(db, [detail.sampleId]);
  const results = await breaksService.resultsOfSpecimens(
    db,
    detail.specimens.map((specimen) => specimen.id),
  );
  const set = evaluateSet(template, {
    sample: {
      minPsi: decimalOrNull(sample?.minPsi ?? null),
      maxPsi: decimalOrNull(sample?.maxPsi ?? null),
      castDate: sample?.castDate ?? detail.castDate,
      forInformationOnly: sample?.forInformationOnly ?? false,
    },
    results: detail.specimens.map((specimen) => {
      const result = results.get(specimen.id);
      return {
        fields: result?.results ?? {},
        specimen: { specimenNum: specimen.specimenNum, castDate: specimen.castDate, testDate: result?.testDate ?? null },
      };
    }),
  });
  const lab = labLines(config);
  const reportDate = toDisplayDate(detail.reportDate ?? labToday(config.labTimeZone));
  const technicians = [...results.values()]
    .map((result) => result.results.technician)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  const approval =
    detail.finalizedBy && detail.finalizedAt
      ? {
          name: detail.finalizedBy,
          role: detail.finalizedRole ?? '',
          date: toDisplayDate(dateInZone(detail.finalizedAt, config.labTimeZone)),
        }
      : null;
  const amendment = detail.amended && detail.issue > 1 ? { reason: detail.amendReason ?? '', supersedes: detail.issue - 1 } : null;
  const statements = detail.statements.map((statement) => statement.text);
  const custody = detail.Pickup ? await pickupsForReports.custodyOf(db, detail.Pickup.id) : null;
  const data = reportData(template, set, {
    // The Word layout prints these as the PDF does.
    report: {
      sampleNum: detail.sampleNum,
      revision: detail.issue,
      title: amendment ? amendedTitle(detail.issue, amendment.supersedes) : template.definition.title,
      amendReason: amendment?.reason ?? '',
      reportDate,
      projectAddress: detail.projectAddress,
      castDate: toDisplayDate(detail.castDate),
      customer: detail.Customer?.companyName ?? '',
      pickupNumber: detail.Pickup?.pickupNumber ?? '',
      labName: lab.name,
      labIdentity: lab.lines.join('\n'),
      testedBy: [...new Set(technicians)].join(', '),
      approvedBy: approval ? `${approval.name}, ${approval.role}, ${approval.date}` : 'Not yet reviewed',
      statements: statements.join('\n'),
      itemsTested: ITEMS_TESTED_STATEMENT,
      verification: printing.verification ? `${printing.verification.url} (code ${groupedCode(printing.verification.code)})` : '',
    },
    generalInfo: detail.generalReportInfo,
    dataSheetInfo: detail.dataSheetInfo,
    ...(detail.materials[0] ? { material: detail.materials[0] } : {}),
    equipment: detail.equipment,
  });
  // Pass/fail is what the server judged when the result was saved; an untested specimen says so.
  data.specimens.forEach((row, index) => {
    const specimen = detail.specimens[index]!;
    const result = results.get(specimen.id);
    row.specimenNum = specimen.specimenNum;
    row.testDate = toDisplayDate(result?.testDate ?? null);
    row.status = result ? shownStatus(result.status, sample?.forInformationOnly ?? false) : 'Untested';
  });
  const curves = entry?.definition?.report.graph
    ? stressStrainCurves(
        set.results.map((result, index) => ({
          specimenNum: detail.specimens[index]!.specimenNum,
          area: numberOrNull(result.computed.area),
          loadAt1000: numberOrNull(result.fields.loadAt1000),
          loadAt3000: numberOrNull(result.fields.loadAt3000),
          strength: numberOrNull(result.computed.strength),
        })),
      )
    : [];
  return {
    lab,
    data,
    reportNumber: detail.sampleNum,
    revision: detail.issue,
    heading: [
      { label: 'Customer', value: detail.Customer?.companyName ?? '' },
      { label: 'Pickup #', value: String(detail.Pickup?.pickupNumber ?? '') },
      { label: 'Project Address', value: detail.projectAddress },
      { label: 'Sample Type', value: detail.type ?? '' },
      { label: 'Cast Date', value: toDisplayDate(detail.castDate) },
      { label: 'Report Date', value: reportDate },
    ],
    columnLabels: (entry?.definition?.report.columns ?? []).map((column) => ({ key: column.key, label: column.label })),
    failedRows: new Set(
      sample?.forInformationOnly
        ? []
        : detail.specimens.flatMap((specimen, index) => (results.get(specimen.id)?.status === 'Failed' ? [index] : [])),
    ),
    statements,
    testedBy: [...new Set(technicians)],
    approval,
    amendment,
    graph: curves.length > 0 ? await stressStrainPng(curves) : null,
    verification: printing.verification ?? null,
    notice: printing.notice ?? null,
    custody: custody && {
      releasedBy: custody.releasedBy,
      time: `${toDisplayDate(dateInZone(custody.releasedAt, config.labTimeZone))} ${new Intl.DateTimeFormat('en-GB', { timeZone: config.labTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(custody.releasedAt)}`,
      driver: custody.driver,
      signature: custody.signature,
    },
  };
}

/** The verification page of an issued file: its code and the address the QR code opens. */
export function verification(config: DocumentDeps['config'], code: string) {
  return { code, url: `${publicAddress(config)}/verify/${code}` };
}
