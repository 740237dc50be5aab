/** Section 3's General Info fields, in the form's order. */
export const GENERAL_INFO_FIELDS = [
  'projectName',
  'contractor',
  'engineer',
  'permitNum',
  'fieldIdentification',
  'coupler',
  'tagSpecimenId',
  'inspectorName',
  'inspectorLicense',
  'inspectorFirm',
] as const;

/** Section 3's Data Sheet fields and the composite panels' fields, in the form's order. */
export const DATA_SHEET_FIELDS = [
  'concreteSupplier',
  'subcontractor',
  'mixDesignNum',
  'ticketNum',
  'description',
  'plant',
  'castBy',
  'numSamples',
  'totalYards',
  'castMixTime',
  'cementType',
  'adMixture',
  'slump',
  'airContent',
  'airTemp',
  'concreteTemp',
  'location',
  'notes',
  'groutType',
  'mortarType',
  'prismSize',
  'manufacturer',
  'specifiedDensity',
  'numTests',
  'locationInStructure',
  'type',
  'lot_num',
  'roll_num',
  'epoxy_a',
  'epoxy_b',
  'temperature',
  'time',
  'num_plies',
  'nominal_thickness',
  'fiber_direction',
  'test_standard',
  'conditioning',
  'preparedBy',
] as const;

/** The labels the form and the PDF show for the field names. */
export const FIELD_LABELS: Record<string, string> = {
  projectName: 'Project Name',
  contractor: 'Contractor',
  engineer: 'Engineer',
  permitNum: 'Permit #',
  fieldIdentification: 'Field Identification',
  coupler: 'Coupler',
  tagSpecimenId: 'Tag / Specimen ID',
  inspectorName: 'Inspector Name',
  inspectorLicense: 'Inspector License',
  inspectorFirm: 'Inspector Firm',
  concreteSupplier: 'Concrete Supplier',
  subcontractor: 'Subcontractor',
  mixDesignNum: 'Mix Design #',
  ticketNum: 'Ticket #',
  description: 'Description',
  plant: 'Plant',
  castBy: 'Cast By',
  numSamples: '# of Samples',
  totalYards: 'Total Yards',
  castMixTime: 'Cast / Mix Time',
  cementType: 'Cement Type',
  adMixture: 'Admixture',
  slump: 'Slump',
  airContent: 'Air Content',
  airTemp: 'Air Temp',
  concreteTemp: 'Concrete Temp',
  location: 'Location',
  notes: 'Notes',
  groutType: 'Grout Type',
  mortarType: 'Mortar Type',
  prismSize: 'Prism Size',
  manufacturer: 'Manufacturer',
  specifiedDensity: 'Specified Density',
  numTests: '# of Tests',
  locationInStructure: 'Location In Structure',
  type: 'Type',
  lot_num: 'Lot #',
  roll_num: 'Roll #',
  epoxy_a: 'Epoxy A',
  epoxy_b: 'Epoxy B',
  temperature: 'Temperature',
  time: 'Time',
  num_plies: '# of Plies',
  nominal_thickness: 'Nominal Thickness',
  fiber_direction: 'Fiber Direction',
  test_standard: 'Test Standard',
  conditioning: 'Conditioning',
  preparedBy: 'Prepared By',
};

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
