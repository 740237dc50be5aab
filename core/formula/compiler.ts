/**
 * Compiles a parsed formula into a closure, once; evaluating is then a call per node with no
 * tree walking. The visitor is checked against the grammar with validateVisitor(), so a rule
 * added to the parser without a compile step fails at start-up, not at evaluation.
 */
import type { CstElement, CstNode, IToken } from 'chevrotain';
import { FormulaFailure, FunctionError } from './errors.ts';
import type { SourcePosition } from './errors.ts';
import { findFunction } from './functions/index.ts';
import type { FormulaFunction } from './functions/index.ts';
import { looseEqual } from './functions/equality.ts';
import { ARITHMETIC, COMPARISONS, compare, operand } from './operators.ts';
import { parser } from './parser.ts';
import { CONSTANTS, MISSING, surfaceValue } from './scope.ts';
import type { Lookup } from './scope.ts';
import { finite, isRecord, isTruthy } from './values.ts';

export type Evaluator = (lookup: Lookup) => unknown;

interface CompileState {
  names: Set<string>;
}

type Children = Record<string, CstElement[] | undefined>;

// Values known at compile time: list literals of constants are built once, so that a table
// written inline keeps one identity and vlookup's sorted copy is reused.
const constants = new WeakMap<Evaluator, unknown>();

function constant(value: unknown): Evaluator {
  const evaluator: Evaluator = () => value;
  constants.set(evaluator, value);
  return evaluator;
}

function tokensOf(children: Children, key: string): IToken[] {
  return (children[key] ?? []) as IToken[];
}

function positionOf(token: IToken): SourcePosition {
  return { offset: token.startOffset, line: token.startLine ?? 1, column: token.startColumn ?? 1, length: token.image.length };
}

function unescape(image: string): string {
  return image.slice(1, -1).replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));
}

function callFunction(fn: FormulaFunction, name: string, args: Evaluator[], position: SourcePosition): Evaluator {
  if (args.length < fn.minArgs || args.length > fn.maxArgs) {
    const range = fn.maxArgs === Infinity ? `at least ${fn.minArgs}` : fn.minArgs === fn.maxArgs ? `${fn.minArgs}` : `${fn.minArgs} to ${fn.maxArgs}`;
    const plural = range.endsWith(' 1') || range === '1' ? '' : 's';
    throw new FormulaFailure(`${name} takes ${range} argument${plural}, not ${args.length}`, position);
  }
  const run = (call: () => unknown): unknown => {
    try {
      return call();
    } catch (error) {
      if (error instanceof FunctionError) throw new FormulaFailure(error.message, position);
      throw error;
    }
  };
  if (fn.kind === 'lazy') return (lookup) => run(() => fn.call(args.map((arg) => () => arg(lookup))));
  return (lookup) => {
    const values = new Array<unknown>(args.length);
    for (let i = 0; i < args.length; i += 1) values[i] = (args[i] as Evaluator)(lookup);
    return run(() => fn.call(values));
  };
}

function nameLookup(name: string, position: SourcePosition): Evaluator {
  const fallback = Object.hasOwn(CONSTANTS, name) ? CONSTANTS[name] : undefined;
  return (lookup) => {
    const value = lookup(name);
    if (value !== MISSING) return surfaceValue(value);
    if (fallback !== undefined) return fallback;
    throw new FormulaFailure(`unknown name '${name}'`, position);
  };
}

function fieldAccess(base: Evaluator, field: string): Evaluator {
  return (lookup) => {
    const record = base(lookup);
    return isRecord(record) && Object.hasOwn(record, field) ? surfaceValue(record[field]) : null;
  };
}

function arithmetic(left: Evaluator, right: Evaluator, token: IToken): Evaluator {
  const apply = ARITHMETIC[token.image];
  if (apply === undefined) throw new FormulaFailure(`unknown operator '${token.image}'`, positionOf(token));
  const position = positionOf(token);
  return (lookup) => {
    const a = operand(left(lookup), position);
    const b = operand(right(lookup), position);
    return a === null || b === null ? null : apply(a, b);
  };
}

function binary(token: IToken, left: Evaluator, right: Evaluator): Evaluator {
  const position = positionOf(token);
  const comparison = COMPARISONS[token.image];
  if (comparison !== undefined) {
    return (lookup) => {
      const order = compare(left(lookup), right(lookup), position);
      return order === null ? null : comparison(order);
    };
  }
  switch (token.image) {
    case '&&':
      return (lookup) => isTruthy(left(lookup)) && isTruthy(right(lookup));
    case '||':
      return (lookup) => isTruthy(left(lookup)) || isTruthy(right(lookup));
    case '=':
    case '==':
      return (lookup) => looseEqual(left(lookup), right(lookup));
    case '!=':
    case '<>':
      return (lookup) => !looseEqual(left(lookup), right(lookup));
    default:
      return arithmetic(left, right, token);
  }
}

const BaseVisitor = parser.getBaseCstVisitorConstructor<CompileState, Evaluator>();

class Compiler extends BaseVisitor {
  constructor() {
    super();
    this.validateVisitor();
  }

  private chain(children: Children, state: CompileState): Evaluator {
    const operands = (children.operands ?? []) as CstNode[];
    const operators = tokensOf(children, 'operators');
    let result = this.visit(operands[0] as CstNode, state);
    operators.forEach((token, i) => {
      result = binary(token, result, this.visit(operands[i + 1] as CstNode, state));
    });
    return result;
  }

  formula(children: Children, state: CompileState): Evaluator {
    return this.visit(children.expression as CstNode[], state);
  }

  expression(children: Children, state: CompileState): Evaluator {
    const condition = this.visit(children.condition as CstNode[], state);
    if (children.whenTrue === undefined) return condition;
    const whenTrue = this.visit(children.whenTrue as CstNode[], state);
    const whenFalse = this.visit(children.whenFalse as CstNode[], state);
    return (lookup) => (isTruthy(condition(lookup)) ? whenTrue(lookup) : whenFalse(lookup));
  }

  logicalOr(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  logicalAnd(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  equality(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  comparison(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  additive(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  multiplicative(children: Children, state: CompileState): Evaluator {
    return this.chain(children, state);
  }

  unary(children: Children, state: CompileState): Evaluator {
    if (children.power !== undefined) return this.visit(children.power as CstNode[], state);
    const token = tokensOf(children, 'operator')[0] as IToken;
    const inner = this.visit(children.operand as CstNode[], state);
    if (token.image === '!') return (lookup) => !isTruthy(inner(lookup));
    const position = positionOf(token);
    return (lookup) => {
      const value = operand(inner(lookup), position);
      return value === null ? null : finite(-value);
    };
  }

  power(children: Children, state: CompileState): Evaluator {
    const base = this.visit(children.base as CstNode[], state);
    const token = tokensOf(children, 'operator')[0];
    if (token === undefined) return base;
    return arithmetic(base, this.visit(children.exponent as CstNode[], state), token);
  }

  primary(children: Children, state: CompileState): Evaluator {
    const [number] = tokensOf(children, 'NumberLiteral');
    if (number !== undefined) {
      const value = Number(number.image);
      if (!Number.isFinite(value)) throw new FormulaFailure('this number is too large', positionOf(number));
      return constant(value);
    }
    const [text] = tokensOf(children, 'StringLiteral');
    if (text !== undefined) return constant(unescape(text.image));
    if (children.True !== undefined) return constant(true);
    if (children.False !== undefined) return constant(false);
    if (children.Null !== undefined) return constant(null);
    const node = (children.list ?? children.parenthesis ?? children.reference) as CstNode[];
    return this.visit(node, state);
  }

  list(children: Children, state: CompileState): Evaluator {
    const items = ((children.items ?? []) as CstNode[]).map((item) => this.visit(item, state));
    if (items.every((item) => constants.has(item))) return constant(Object.freeze(items.map((item) => constants.get(item))));
    return (lookup) => items.map((item) => item(lookup));
  }

  parenthesis(children: Children, state: CompileState): Evaluator {
    return this.visit(children.expression as CstNode[], state);
  }

  reference(children: Children, state: CompileState): Evaluator {
    const nameToken = tokensOf(children, 'name')[0] as IToken;
    const position = positionOf(nameToken);
    let result: Evaluator;
    if (children.call !== undefined) {
      const fn = findFunction(nameToken.image);
      if (fn === undefined) throw new FormulaFailure(`unknown function '${nameToken.image}'`, position);
      const args = ((children.arguments ?? []) as CstNode[]).map((arg) => this.visit(arg, state));
      result = callFunction(fn, nameToken.image, args, position);
    } else {
      state.names.add(nameToken.image);
      result = nameLookup(nameToken.image, position);
    }
    for (const field of tokensOf(children, 'fields')) result = fieldAccess(result, field.image);
    return result;
  }
}

const compiler = new Compiler();

/** Compiles a CST into an evaluator and the root names it reads; throws FormulaFailure. */
export function compileCst(cst: CstNode): { evaluator: Evaluator; names: string[] } {
  const state: CompileState = { names: new Set() };
  const evaluator = compiler.visit(cst, state);
  return { evaluator, names: [...state.names] };
}
