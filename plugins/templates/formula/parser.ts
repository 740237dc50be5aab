/**
 * The grammar, as a pure Chevrotain CstParser built once. Precedence, lowest first:
 * `? :`, `||`, `&&`, `= !=`, `< <= > >=`, `+ -`, `* /`, unary `- !`, `^` (right-associative,
 * tighter than unary minus, so `-2^2` is -4), then values, names, calls and lists.
 * Comparisons do not chain: `1 < x < 5` is a parse error instead of a silent surprise.
 */
import { CstParser, EOF } from 'chevrotain';
import type { CstNode, IRecognitionException, IToken } from 'chevrotain';
import * as t from './tokens.ts';
import { parseMessages } from './parse-messages.ts';
import { endPosition, makeError } from './errors.ts';
import type { FormulaError, FormulaLabel } from './errors.ts';

class FormulaParser extends CstParser {
  constructor() {
    super(t.allTokens, { errorMessageProvider: parseMessages, maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  formula = this.RULE('formula', () => {
    this.SUBRULE(this.expression);
  });

  expression = this.RULE('expression', () => {
    this.SUBRULE(this.logicalOr, { LABEL: 'condition' });
    this.OPTION(() => {
      this.CONSUME(t.Question);
      this.SUBRULE(this.expression, { LABEL: 'whenTrue' });
      this.CONSUME(t.Colon);
      this.SUBRULE2(this.expression, { LABEL: 'whenFalse' });
    });
  });

  logicalOr = this.RULE('logicalOr', () => {
    this.SUBRULE(this.logicalAnd, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(t.Or, { LABEL: 'operators' });
      this.SUBRULE2(this.logicalAnd, { LABEL: 'operands' });
    });
  });

  logicalAnd = this.RULE('logicalAnd', () => {
    this.SUBRULE(this.equality, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(t.And, { LABEL: 'operators' });
      this.SUBRULE2(this.equality, { LABEL: 'operands' });
    });
  });

  equality = this.RULE('equality', () => {
    this.SUBRULE(this.comparison, { LABEL: 'operands' });
    this.OPTION(() => {
      this.CONSUME(t.EqualityOp, { LABEL: 'operators' });
      this.SUBRULE2(this.comparison, { LABEL: 'operands' });
    });
  });

  comparison = this.RULE('comparison', () => {
    this.SUBRULE(this.additive, { LABEL: 'operands' });
    this.OPTION(() => {
      this.CONSUME(t.CompareOp, { LABEL: 'operators' });
      this.SUBRULE2(this.additive, { LABEL: 'operands' });
    });
  });

  additive = this.RULE('additive', () => {
    this.SUBRULE(this.multiplicative, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(t.AdditiveOp, { LABEL: 'operators' });
      this.SUBRULE2(this.multiplicative, { LABEL: 'operands' });
    });
  });

  multiplicative = this.RULE('multiplicative', () => {
    this.SUBRULE(this.unary, { LABEL: 'operands' });
    this.MANY(() => {
      this.CONSUME(t.MultiplicativeOp, { LABEL: 'operators' });
      this.SUBRULE2(this.unary, { LABEL: 'operands' });
    });
  });

  unary = this.RULE('unary', () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(t.Minus, { LABEL: 'operator' }) },
            { ALT: () => this.CONSUME(t.Bang, { LABEL: 'operator' }) },
          ]);
          this.SUBRULE(this.unary, { LABEL: 'operand' });
        },
      },
      { ALT: () => this.SUBRULE(this.power, { LABEL: 'power' }) },
    ]);
  });

  power = this.RULE('power', () => {
    this.SUBRULE(this.primary, { LABEL: 'base' });
    this.OPTION(() => {
      this.CONSUME(t.Caret, { LABEL: 'operator' });
      this.SUBRULE(this.unary, { LABEL: 'exponent' });
    });
  });

  primary = this.RULE('primary', () => {
    this.OR([
      { ALT: () => this.CONSUME(t.NumberLiteral) },
      { ALT: () => this.CONSUME(t.StringLiteral) },
      { ALT: () => this.CONSUME(t.True) },
      { ALT: () => this.CONSUME(t.False) },
      { ALT: () => this.CONSUME(t.Null) },
      { ALT: () => this.SUBRULE(this.list) },
      { ALT: () => this.SUBRULE(this.parenthesis) },
      { ALT: () => this.SUBRULE(this.reference) },
    ]);
  });

  list = this.RULE('list', () => {
    this.CONSUME(t.LBracket);
    this.MANY_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.expression, { LABEL: 'items' }) });
    this.CONSUME(t.RBracket);
  });

  parenthesis = this.RULE('parenthesis', () => {
    this.CONSUME(t.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(t.RParen);
  });

  /** A name, optionally called, then any number of `.field` steps. */
  reference = this.RULE('reference', () => {
    this.CONSUME(t.Identifier, { LABEL: 'name' });
    this.OPTION(() => {
      this.CONSUME(t.LParen, { LABEL: 'call' });
      this.MANY_SEP({ SEP: t.Comma, DEF: () => this.SUBRULE(this.expression, { LABEL: 'arguments' }) });
      this.CONSUME(t.RParen);
    });
    this.MANY(() => {
      this.CONSUME(t.Dot);
      this.CONSUME2(t.Identifier, { LABEL: 'fields' });
    });
  });
}

/** The one parser instance; Chevrotain parsers are reusable and building one is the slow part. */
export const parser = new FormulaParser();

export type ParseResult = { ok: true; cst: CstNode } | { ok: false; error: FormulaError };

/** Parses lexed tokens into a CST, or returns the first syntax error with its position. */
export function parseTokens(source: string, tokens: IToken[], label: FormulaLabel = {}): ParseResult {
  parser.input = tokens;
  const cst = parser.formula();
  const first: IRecognitionException | undefined = parser.errors[0];
  if (first === undefined) return { ok: true, cst };
  const token = first.token;
  const atEnd = token.tokenType === EOF || Number.isNaN(token.startOffset);
  const position = atEnd
    ? endPosition(source)
    : { offset: token.startOffset, line: token.startLine ?? 1, column: token.startColumn ?? 1, length: token.image.length };
  return { ok: false, error: makeError(first.message, position, label) };
}
