import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../compile.ts';
import { renderLayout } from '../render.ts';
import { reportData } from '../report-data.ts';
import { evaluateSet } from '../set.ts';
import { cylinderTemplate, documentText, zipEntry } from '../test-support.ts';
import { buildLayout } from './document.ts';

// A 1×1 transparent PNG, to show that image commands render.
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
);

function compiled(change: (template: Record<string, unknown>) => void = () => {}) {
  const template = cylinderTemplate();
  change(template);
  const result = compileTemplate(template, { id: 'test-cylinder', version: '1.0.0' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.template;
}

describe('buildLayout', () => {
  it('packs a .docx whose parts read back, with the same bytes every time', () => {
    const { definition } = compiled();
    const layout = buildLayout(definition);
    expect(new TextDecoder().decode(zipEntry(layout, 'word/document.xml'))).toContain('<w:document');
    expect(zipEntry(layout, '[Content_Types].xml')).toBeDefined();
    expect(buildLayout(definition)).toEqual(layout);
  });
});

describe('buildLayout and renderLayout', () => {
  it('renders the header, sections, one row per specimen and the summary', async () => {
    const template = compiled();
    const set = evaluateSet(template, {
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      results: [
        { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29', specimenNum: '101.1.1' } },
        { fields: { diameter: 4, load: 52500 }, specimen: { testDate: '2024-03-29', specimenNum: '101.1.2' } },
      ],
    });
    const data = reportData(template, set, {
      report: { sampleNum: '101.1', reportDate: '03/30/2024' },
      generalInfo: { projectName: 'Pier 4 & 5' },
    });
    const rendered = await renderLayout(buildLayout(template.definition), data);
    if (!rendered.ok) throw new Error(rendered.message);
    const text = documentText(rendered.document);
    expect(text).toContain('Test cylinders');
    expect(text).toContain('ASTM C39');
    expect(text).toContain('Project Name\nPier 4 & 5');
    expect(text).toContain('101.1.1\n2024-03-29\n4,140\nPassed');
    expect(text).toContain('101.1.2\n2024-03-29\n4,180\nPassed');
    expect(text).toContain('Average (psi)\n4,160');
    expect(text).not.toContain('{');
  });

  it('renders test equipment, panel images and the graph when the template has them', async () => {
    const template = compiled((t) => {
      const report = t.report as Record<string, unknown>;
      report.sections = {
        ...(report.sections as object),
        materialIdentification: { includedFields: ['manufacturer', 'numPlies'] },
        testEquipment: { includedFields: ['name', 'calibration'], max: 2 },
      };
      report.images = { max: 3 };
      report.graph = true;
    });
    const set = evaluateSet(template, { sample: {}, results: [{ fields: { diameter: 4, load: 52000 } }] });
    const image = { width: 2, height: 2, data: PIXEL, extension: '.png' };
    const data = reportData(template, set, {
      material: { manufacturer: 'Acme FRP', numPlies: 2 },
      equipment: [{ name: 'Tinius Olsen 60k', calibration: '01/15/2024' }],
      images: [image, image],
      graph: image,
    });
    const rendered = await renderLayout(buildLayout(template.definition), data);
    if (!rendered.ok) throw new Error(rendered.message);
    const text = documentText(rendered.document);
    expect(text).toContain('Manufacturer\nAcme FRP');
    expect(text).toContain('Tinius Olsen 60k\n01/15/2024');
    expect(text).toContain('Stress-Strain Graph');
    expect(new TextDecoder().decode(zipEntry(rendered.document, 'word/document.xml')).match(/<w:drawing>/g)).toHaveLength(3);
  });

  it('returns a message, not an exception, when the data does not fit the layout', async () => {
    const template = compiled();
    const result = await renderLayout(buildLayout(template.definition), { specimens: 5 } as never);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^the DOCX layout does not render: /);
  });

  it('returns a message for bytes that are not a .docx', async () => {
    const result = await renderLayout(new Uint8Array([1, 2, 3]), {} as never);
    expect(result.ok).toBe(false);
  });
});
