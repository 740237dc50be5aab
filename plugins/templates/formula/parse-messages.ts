/**
 * Error messages for the parser, written for lab managers rather than grammar authors:
 * "expected ')' but found ','" instead of Chevrotain's list of token sequences.
 */
import { EOF, tokenMatcher } from 'chevrotain';
import { CompareOp, EqualityOp, RBracket, RParen } from './tokens.ts';
import type { IParserErrorMessageProvider, IToken, TokenType } from 'chevrotain';

const TOKEN_WORDS: Record<string, string> = {
  Identifier: 'a name',
  NumberLiteral: 'a number',
  StringLiteral: 'a text in quotes',
  RParen: "')'",
  RBracket: "']'",
  LParen: "'('",
  Colon: "':'",
  Comma: "','",
};

function tokenWord(type: TokenType): string {
  return TOKEN_WORDS[type.name] ?? type.name;
}

/** How a token reads in a message: its own text, or "the end of the formula". */
export function found(token: IToken | undefined): string {
  if (token === undefined || token.tokenType === EOF) return 'the end of the formula';
  return `'${token.image}'`;
}

export const parseMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    return `expected ${tokenWord(expected)} but found ${found(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    if (tokenMatcher(firstRedundant, CompareOp) || tokenMatcher(firstRedundant, EqualityOp)) {
      return `comparisons cannot be chained: write a < x && x < b`;
    }
    if (tokenMatcher(firstRedundant, RParen) || tokenMatcher(firstRedundant, RBracket)) {
      return `unexpected ${found(firstRedundant)}: nothing is open for it to close`;
    }
    return `unexpected ${found(firstRedundant)}: an operator or a comma may be missing`;
  },
  buildNoViableAltMessage({ actual }) {
    const token = actual[0];
    if (token === undefined || token.tokenType === EOF) return 'the formula ends where a value was expected';
    return `expected a value but found ${found(token)}`;
  },
  buildEarlyExitMessage({ actual }) {
    return `expected a value but found ${found(actual[0])}`;
  },
};
