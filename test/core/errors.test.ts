import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES, RuleError, check, isRuleError } from '../../src/index.js';

describe('RuleError', () => {
  it('has exactly the design’s stable codes', () => {
    expect(RULE_ERROR_CODES).toEqual(['MALFORMED_ACTION', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION', 'GAME_OVER', 'BAD_CONFIG', 'BAD_STATE', 'UNDO_REFUSED']);
  });

  it('carries its code and rule, and names the rule in the message', () => {
    const error = new RuleError('ILLEGAL_ACTION', 'you cannot pass with a card on 0', 'MA-3');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RuleError');
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.rule).toBe('MA-3');
    expect(error.message).toBe('you cannot pass with a card on 0 [MA-3]');
    expect(new RuleError('BAD_STATE', 'x').rule).toBeUndefined();
  });

  it('isRuleError narrows by code', () => {
    const error = new RuleError('GAME_OVER', 'over');
    expect(isRuleError(error)).toBe(true);
    expect(isRuleError(error, 'GAME_OVER')).toBe(true);
    expect(isRuleError(error, 'BAD_STATE')).toBe(false);
    expect(isRuleError(new Error('x'))).toBe(false);
  });

  it('check throws only when the condition fails', () => {
    expect(() => check(true, 'BAD_CONFIG', 'fine')).not.toThrow();
    expect(() => check(0, 'BAD_CONFIG', 'players must be 4 or 5', 'MA-1')).toThrow(/players must be 4 or 5 \[MA-1\]/);
  });
});
