import { describe, expect, it } from 'vitest';
import { formulaEvalCommand } from './eval-command.ts';

describe('formulaEvalCommand', () => {
  it('prints the value as JSON and exits 0', () => {
    const result = formulaEvalCommand('vlookup(7, [[0, 10], [5, 20]], 2)');
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.output)).toEqual({ value: 20 });
  });

  it('reads the scope from JSON text', () => {
    const result = formulaEvalCommand('roundTo(load / (PI * d ^ 2 / 4), -1)', '{ "load": 52000, "d": 4.01 }');
    expect(JSON.parse(result.output)).toEqual({ value: 4120 });
  });

  it('prints the error with its position and exits 1', () => {
    const result = formulaEvalCommand('roundTo(x,');
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.output)).toEqual({
      error: { message: 'the formula ends where a value was expected', line: 1, column: 11, offset: 10, length: 0 },
    });
  });

  it('reports a scope that is not JSON, or not an object', () => {
    expect(JSON.parse(formulaEvalCommand('1', '{ nope').output).error.message).toMatch(/^the scope is not valid JSON/);
    expect(JSON.parse(formulaEvalCommand('1', '[1, 2]').output).error.message).toBe('the scope must be a JSON object of names and values');
    expect(formulaEvalCommand('1', '[1, 2]').exitCode).toBe(1);
  });
});
