/**
 * Errors of the formula language are data: where the problem is (line and column, 1-based)
 * and which template and formula it belongs to. The internal exception classes below never
 * leave the public API; they are caught and turned into `FormulaError` values.
 */

export interface FormulaError {
  templateId?: string;
  formula?: string;
  message: string;
  line: number;
  column: number;
  /** 0-based offset into the source, for editors that underline the span. */
  offset: number;
  length: number;
}

export interface SourcePosition {
  offset: number;
  line: number;
  column: number;
  length: number;
}

/** Names a formula by template and formula, so that an error can say where it came from. */
export interface FormulaLabel {
  templateId?: string;
  formulaName?: string;
}

/** Raised while compiling or evaluating, at a position in the source. */
export class FormulaFailure extends Error {
  constructor(
    message: string,
    readonly position: SourcePosition,
  ) {
    super(message);
  }
}

/** Raised by a function's implementation; the call site adds its position. */
export class FunctionError extends Error {}

export function makeError(message: string, position: SourcePosition, label: FormulaLabel = {}): FormulaError {
  const error: FormulaError = {
    message,
    line: position.line,
    column: position.column,
    offset: position.offset,
    length: position.length,
  };
  if (label.templateId !== undefined) error.templateId = label.templateId;
  if (label.formulaName !== undefined) error.formula = label.formulaName;
  return error;
}

/** The position just after the last character: where "unexpected end" errors point. */
export function endPosition(source: string): SourcePosition {
  const lines = source.split(/\r\n|\r|\n/);
  const last = lines[lines.length - 1] ?? '';
  return { offset: source.length, line: lines.length, column: last.length + 1, length: 0 };
}

export const START: SourcePosition = { offset: 0, line: 1, column: 1, length: 0 };

/** Turns anything thrown inside the language into a FormulaError; nothing escapes. */
export function errorFromThrown(thrown: unknown, label: FormulaLabel): FormulaError {
  if (thrown instanceof FormulaFailure) return makeError(thrown.message, thrown.position, label);
  if (thrown instanceof RangeError) return makeError('the formula is nested too deeply', START, label);
  const detail = thrown instanceof Error ? thrown.message : String(thrown);
  return makeError(`internal error: ${detail}`, START, label);
}
