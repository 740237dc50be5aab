import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts with the common dictionaries (leaked passwords, diceware words) and keyboard graphs,
 * without the English word lists, which would double the browser chunk (decision 126).
 */
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** The strength meter's labels, by zxcvbn score 0-4. */
export const STRENGTH_LABELS = ['Worst', 'Bad', 'Weak', 'Good', 'Strong'] as const;
/** A password is accepted from this score up. */
export const MIN_PASSWORD_SCORE = 2;
export const WEAK_PASSWORD_MESSAGE = "Password isn't strong enough.  Please try again.";

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof STRENGTH_LABELS)[number];
  /** The meter's fill: 25 per point. */
  percent: number;
  valid: boolean;
}

/**
 * Scores a password with zxcvbn, penalising the user's own name and e-mail.
 * @example passwordStrength('correct horse battery staple').label // 'Strong'
 */
export function passwordStrength(password: string, userInputs: string[] = [], minimum = MIN_PASSWORD_SCORE): PasswordStrength {
  // zxcvbn matches whole words, so an e-mail counts as its parts too ('rita.mason@x.com' → 'rita', 'mason').
  const words = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((word) => word.length >= 3);
  const score = zxcvbn.check(password.slice(0, 100), words).score;
  return { score, label: STRENGTH_LABELS[score], percent: score * 25, valid: score >= minimum };
}
