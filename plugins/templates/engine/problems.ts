/** A problem found in a template package: which template, where in it, and what. */
import type { FormulaError } from '../formula/index.ts';

export interface TemplateProblem {
  templateId: string;
  /** Where in the package: `computedValues.area`, `fields[2].options`, `fixtures: 7-day break`. */
  where: string;
  message: string;
  line?: number;
  column?: number;
}

export function problem(templateId: string, where: string, message: string): TemplateProblem {
  return { templateId, where, message };
}

export function problemFromFormula(templateId: string, where: string, error: FormulaError): TemplateProblem {
  return { templateId, where, message: error.message, line: error.line, column: error.column };
}

/** One line per problem, as `portal template check` prints them. */
export function formatProblem(item: TemplateProblem): string {
  const position = item.line === undefined ? '' : ` (line ${item.line}, column ${item.column})`;
  return `${item.templateId}: ${item.where}${position}: ${item.message}`;
}
