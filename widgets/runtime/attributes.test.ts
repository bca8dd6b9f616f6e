import { describe, expect, it } from 'vitest';
import { attributeProblem, readAttributes, type AttributeSpec } from './attributes';

/** A stand-in element: only getAttribute is read. */
const element = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as Element;

const SPEC: Record<string, AttributeSpec> = {
  url: { type: 'string', required: true },
  headingLevel: { type: 'number', integer: true, min: 2, max: 3 },
  compact: 'boolean',
};

describe('widget attributes', () => {
  it('reads kebab-case attributes into props, booleans as in HTML', () => {
    expect(readAttributes(element({ url: '/p', 'heading-level': '3', compact: '' }), SPEC)).toEqual({
      url: '/p',
      headingLevel: 3,
      compact: true,
    });
    expect(readAttributes(element({ url: '/p', compact: 'false' }), SPEC)).toMatchObject({
      compact: false,
      headingLevel: undefined,
    });
  });

  it('reports a missing required attribute', () => {
    expect(attributeProblem(element({ url: '  ' }), SPEC)).toEqual({
      attribute: 'url',
      message: 'The url attribute is missing.',
    });
  });

  it('reports numbers outside their range or not whole, naming the value', () => {
    for (const bad of ['4', '2.5', 'two', '-1']) {
      expect(attributeProblem(element({ url: '/p', 'heading-level': bad }), SPEC)).toEqual({
        attribute: 'heading-level',
        message: `The heading-level attribute must be a whole number from 2 to 3; "${bad}" is not.`,
      });
    }
  });

  it('accepts good values and absent optional ones', () => {
    expect(attributeProblem(element({ url: '/p', 'heading-level': '2' }), SPEC)).toBeNull();
    expect(attributeProblem(element({ url: '/p' }), SPEC)).toBeNull();
  });
});
