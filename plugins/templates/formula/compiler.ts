/**
 * Compiles a parsed formula into a closure, once; evaluating is then a call per node with no
 * tree walking. The visitor is checked against the grammar with validateVisitor(), so a rule
 * added to the parser without a compile step fails at start-up, not at evaluation.
 */
import type { CstElement, CstNode, IToken } from 'chevrotain';
import { FormulaFailure } from './errors.ts';
import { findFunction } from './functions/index.ts';
import {
  arithmetic,
  arithmeticChain,
  binary,
  callFunction,
  constant,
  constants,
  fieldAccess,
  logicalChain,
  nameLookup,
  positionOf,
} from './nodes.ts';
import type { Evaluator } from './nodes.ts';
import { parser } from './parser.ts';
import { finite, isTruthy } from './values.ts';
import { operand } from './operators.ts';

export type { Evaluator } from './nodes.ts';

interface CompileState {
  names: Set<string>;
}

type Children = Record<string, CstElement[] | undefined>;

function tokensOf(children: Children, key: string): IToken[] {
  return (children[key] ?? []) as IToken[];
}

function unescape(image: string): string {
  return image.slice(1, -1).replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));
}

const BaseVisitor = parser.getBaseCstVisitorConstructor<CompileState, Evaluator>();

class Compiler extends BaseVisitor {
  constructor() {
    super();
    this.validateVisitor();
  }

  private operands(children: Children, state: CompileState): Evaluator[] {
    return ((children.operands ?? []) as CstNode[]).map((node) => this.visit(node, state));
  }

  /** `= != < <= > >=` take two operands at most: comparisons do not chain. */
  private pair(children: Children, state: CompileState): Evaluator {
    const [left, right] = this.operands(children, state) as [Evaluator, Evaluator | undefined];
    const [token] = tokensOf(children, 'operators');
    return token === undefined || right === undefined ? left : binary(token, left, right);
  }

  /** `+ -` and `* /` chains, compiled flat: no recursion per term. */
  private flatArithmetic(children: Children, state: CompileState): Evaluator {
    const operands = this.operands(children, state);
    const operators = tokensOf(children, 'operators');
    return operators.length === 0 ? (operands[0] as Evaluator) : arithmeticChain(operands, operators);
  }

  private flatLogical(children: Children, state: CompileState, operator: '||' | '&&'): Evaluator {
    const operands = this.operands(children, state);
    return operands.length === 1 ? (operands[0] as Evaluator) : logicalChain(operands, operator);
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
    return this.flatLogical(children, state, '||');
  }

  logicalAnd(children: Children, state: CompileState): Evaluator {
    return this.flatLogical(children, state, '&&');
  }

  equality(children: Children, state: CompileState): Evaluator {
    return this.pair(children, state);
  }

  comparison(children: Children, state: CompileState): Evaluator {
    return this.pair(children, state);
  }

  additive(children: Children, state: CompileState): Evaluator {
    return this.flatArithmetic(children, state);
  }

  multiplicative(children: Children, state: CompileState): Evaluator {
    return this.flatArithmetic(children, state);
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
