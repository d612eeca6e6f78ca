/**
 * Untrusted values named in refusal messages. `JSON.stringify` throws on a BigInt or a circular
 * value and can run getters, so a message built with it could throw a TypeError in place of the
 * RuleError it was meant for (issue 21); {@link showValue} never throws.
 */

/** The longest text {@link showValue} returns, about. */
const MAX_SHOWN = 60;

const cut = (text: string): string => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 3)}...` : text);

/**
 * A short text for any value, for error messages: strings quoted, numbers and booleans as written,
 * `10n` for a BigInt, JSON for plain data (cut to about 60 characters), and a plain description
 * ("a function", "an object") for anything that cannot be shown. Never throws, whatever it is
 * given (a revoked Proxy, an object whose getters throw, a circular value).
 */
export function showValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 3)}...` : value);
      case 'number':
        return JSON.stringify(value) === 'null' ? String(value) : JSON.stringify(value);
      case 'boolean':
      case 'undefined':
        return String(value);
      case 'bigint':
        return `${value}n`;
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        return cut(JSON.stringify(value) ?? 'an object');
    }
  } catch {
    // A getter threw, the value is circular or holds a BigInt, or it is a revoked Proxy (on which
    // even Array.isArray throws).
    try {
      return Array.isArray(value) ? 'a list' : 'an object';
    } catch {
      return 'an object';
    }
  }
}
