import { describe, expect, it } from 'vitest';
import { optionArguments, parseOptions, UsageError } from './args.ts';

const scope = { scope: { type: 'string' } } as const;

describe('parseOptions', () => {
  it('reads options and positionals, strictly', () => {
    const { values, positionals } = parseOptions(['eval', '1+1', '--scope', 'a.json'], scope);
    expect(values.scope).toBe('a.json');
    expect(positionals).toEqual(['eval', '1+1']);
    expect(() => parseOptions(['--scop', 'a.json'], scope)).toThrow(UsageError);
    expect(() => parseOptions(['-2^2'], scope)).toThrow("Unknown option '-2'");
  });

  it('takes an argument that starts with one minus sign as a positional when asked, in its place', () => {
    const dashed = { dashedPositionals: true };
    expect(parseOptions(['eval', '-2^2'], scope, dashed).positionals).toEqual(['eval', '-2^2']);
    expect(parseOptions(['-x', 'eval', '--scope', 'a.json', '-y'], scope, dashed).positionals).toEqual(['-x', 'eval', '-y']);
    expect(parseOptions(['eval', '-h'], scope, dashed).values.help).toBe(true);
    expect(() => parseOptions(['eval', '--2'], scope, dashed)).toThrow("Unknown option '--2'");
  });

  it('keeps an option and its value together: a value starting with a minus sign is written --scope=-a.json', () => {
    const dashed = { dashedPositionals: true };
    expect(() => parseOptions(['--scope', '-a.json', 'eval'], scope, dashed)).toThrow("Option '--scope' argument is ambiguous");
    expect(parseOptions(['--scope=-a.json', 'eval'], scope, dashed).values.scope).toBe('-a.json');
  });

  it('ends the options at --', () => {
    expect(parseOptions(['eval', '--', '--scope', '-1'], scope).positionals).toEqual(['eval', '--scope', '-1']);
    expect(optionArguments(['eval', '--', '--help'])).toEqual(['eval']);
  });
});
