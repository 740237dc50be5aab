/**
 * The tokens of the formula language and its lexer. Keywords are case-insensitive (TRUE works
 * as in a spreadsheet); `longer_alt` keeps names such as `nullable` from being split.
 */
import { createToken, Lexer } from 'chevrotain';
import type { IToken, TokenType } from 'chevrotain';
import { makeError } from './errors.ts';
import type { FormulaError, FormulaLabel } from './errors.ts';

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED, line_breaks: true });
export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
export const True = createToken({ name: 'True', pattern: /[Tt][Rr][Uu][Ee]/, longer_alt: Identifier });
export const False = createToken({ name: 'False', pattern: /[Ff][Aa][Ll][Ss][Ee]/, longer_alt: Identifier });
export const Null = createToken({ name: 'Null', pattern: /[Nn][Uu][Ll][Ll]/, longer_alt: Identifier });
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/ });
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /"(?:[^"\\\r\n]|\\.)*"|'(?:[^'\\\r\n]|\\.)*'/ });

export const EqualityOp = createToken({ name: 'EqualityOp', pattern: Lexer.NA });
export const CompareOp = createToken({ name: 'CompareOp', pattern: Lexer.NA });
export const AdditiveOp = createToken({ name: 'AdditiveOp', pattern: Lexer.NA });
export const MultiplicativeOp = createToken({ name: 'MultiplicativeOp', pattern: Lexer.NA });

// `==` and `<>` are accepted for authors used to JavaScript or spreadsheets.
export const NotEqual = createToken({ name: 'NotEqual', pattern: /!=|<>/, categories: EqualityOp });
export const Equal = createToken({ name: 'Equal', pattern: /==?/, categories: EqualityOp });
export const LessEqual = createToken({ name: 'LessEqual', pattern: /<=/, categories: CompareOp });
export const GreaterEqual = createToken({ name: 'GreaterEqual', pattern: />=/, categories: CompareOp });
export const Less = createToken({ name: 'Less', pattern: /</, categories: CompareOp });
export const Greater = createToken({ name: 'Greater', pattern: />/, categories: CompareOp });
export const And = createToken({ name: 'And', pattern: /&&/ });
export const Or = createToken({ name: 'Or', pattern: /\|\|/ });
export const Bang = createToken({ name: 'Bang', pattern: /!/ });
export const Plus = createToken({ name: 'Plus', pattern: /\+/, categories: AdditiveOp });
export const Minus = createToken({ name: 'Minus', pattern: /-/, categories: AdditiveOp });
export const Star = createToken({ name: 'Star', pattern: /\*/, categories: MultiplicativeOp });
export const Slash = createToken({ name: 'Slash', pattern: /\//, categories: MultiplicativeOp });
export const Caret = createToken({ name: 'Caret', pattern: /\^/ });
export const LParen = createToken({ name: 'LParen', pattern: /\(/ });
export const RParen = createToken({ name: 'RParen', pattern: /\)/ });
export const LBracket = createToken({ name: 'LBracket', pattern: /\[/ });
export const RBracket = createToken({ name: 'RBracket', pattern: /]/ });
export const Comma = createToken({ name: 'Comma', pattern: /,/ });
export const Dot = createToken({ name: 'Dot', pattern: /\./ });
export const Question = createToken({ name: 'Question', pattern: /\?/ });
export const Colon = createToken({ name: 'Colon', pattern: /:/ });

/** Order matters: the lexer takes the first pattern that matches, so longer operators come first. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  NumberLiteral,
  StringLiteral,
  True,
  False,
  Null,
  Identifier,
  NotEqual,
  LessEqual,
  GreaterEqual,
  Equal,
  Less,
  Greater,
  And,
  Or,
  Bang,
  Plus,
  Minus,
  Star,
  Slash,
  Caret,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Dot,
  Question,
  Colon,
  EqualityOp,
  CompareOp,
  AdditiveOp,
  MultiplicativeOp,
];

const lexer = new Lexer(allTokens, { positionTracking: 'full', ensureOptimizations: false });

export type LexResult = { ok: true; tokens: IToken[] } | { ok: false; error: FormulaError };

/** Splits a formula into tokens, or returns the first character it cannot read. */
export function lex(source: string, label: FormulaLabel = {}): LexResult {
  const result = lexer.tokenize(source);
  const first = result.errors[0];
  if (first === undefined) return { ok: true, tokens: result.tokens };
  const character = source.charAt(first.offset);
  const message =
    character === '"' || character === "'" ? 'this text has no closing quote' : `unexpected character ${JSON.stringify(character)}`;
  const position = { offset: first.offset, line: first.line ?? 1, column: first.column ?? 1, length: first.length };
  return { ok: false, error: makeError(message, position, label) };
}
