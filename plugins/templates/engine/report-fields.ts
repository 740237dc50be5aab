/**
 * The report fields a template may include in its sections, with the labels the report
 * prints. These are the General info, Data sheet, Composite-panel, Material and Equipment
 * fields of the second seed document.
 */

export const GENERAL_INFO_FIELDS: Readonly<Record<string, string>> = {
  projectName: 'Project Name',
  contractor: 'Contractor',
  engineer: 'Engineer',
  permitNum: 'Permit #',
  fieldIdentification: 'Field Identification',
  coupler: 'Coupler',
  tagSpecimenId: 'Tag / Specimen ID',
  inspectorName: 'Inspector',
  inspectorLicense: 'Inspector License',
  inspectorFirm: 'Inspector Firm',
};

export const DATA_SHEET_FIELDS: Readonly<Record<string, string>> = {
  concreteSupplier: 'Concrete Supplier',
  subcontractor: 'Subcontractor',
  mixDesignNum: 'Mix Design #',
  ticketNum: 'Ticket #',
  description: 'Description',
  plant: 'Plant',
  castBy: 'Cast By',
  numSamples: 'Number of Samples',
  totalYards: 'Total Yards',
  castMixTime: 'Cast / Mix Time',
  cementType: 'Cement Type',
  adMixture: 'Admixture',
  slump: 'Slump (in)',
  airContent: 'Air Content (%)',
  airTemp: 'Air Temperature (°F)',
  concreteTemp: 'Concrete Temperature (°F)',
  location: 'Location',
  notes: 'Notes',
  groutType: 'Grout Type',
  mortarType: 'Mortar Type',
  prismSize: 'Prism Size',
  manufacturer: 'Manufacturer',
  specifiedDensity: 'Specified Density',
  numTests: 'Number of Tests',
  locationInStructure: 'Location in Structure',
};

export const COMPOSITE_PANEL_FIELDS: Readonly<Record<string, string>> = {
  manufacturer: 'Manufacturer',
  type: 'Type',
  lot_num: 'Lot #',
  roll_num: 'Roll #',
  epoxy_a: 'Epoxy A',
  epoxy_b: 'Epoxy B',
  temperature: 'Temperature (°F)',
  time: 'Time',
  num_plies: 'Number of Plies',
  nominal_thickness: 'Nominal Thickness (in)',
  fiber_direction: 'Fiber Direction',
  test_standard: 'Test Standard',
  conditioning: 'Conditioning',
  preparedBy: 'Prepared By',
};

export const MATERIAL_FIELDS: Readonly<Record<string, string>> = {
  manufacturer: 'Manufacturer',
  type: 'Type',
  numPlies: 'Number of Plies',
  thickness: 'Thickness (in)',
};

export const EQUIPMENT_FIELDS: Readonly<Record<string, string>> = {
  name: 'Equipment',
  calibration: 'Calibration Dates',
  detailsLabel: 'Details Label',
  details: 'Details',
};

/** The fields each report section may include. */
export const SECTION_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  generalInfo: GENERAL_INFO_FIELDS,
  dataSheetInfo: { ...DATA_SHEET_FIELDS, ...COMPOSITE_PANEL_FIELDS },
  materialIdentification: MATERIAL_FIELDS,
  testEquipment: EQUIPMENT_FIELDS,
};
