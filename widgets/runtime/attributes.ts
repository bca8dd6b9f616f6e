/**
 * Reading and checking a widget's attributes (docs/design.md, "Names partners depend on", "Reliability rules"). Attributes are kebab-case of the prop name;
 * booleans work as in HTML (present means true, and `="false"` too is read as false for frameworks that write
 * it). A rule can require a value or bound a number; a value that breaks it becomes a message for the listener
 * and a `primedia-error` for the page, never a blank element or an exception.
 */
type AttributeType = 'string' | 'boolean' | 'number';

interface AttributeRule {
  type: AttributeType;
  /** A missing or empty value is an error. */
  required?: boolean;
  /** Numbers: whole numbers within [min, max]. */
  min?: number;
  max?: number;
  integer?: boolean;
}

export type AttributeSpec = AttributeType | AttributeRule;

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A boolean attribute's value: present means true, except `"false"`, which frameworks write for false. */
export const isTrue = (raw: string | null): boolean => raw !== null && raw !== 'false';

const ruleOf = (spec: AttributeSpec): AttributeRule => (typeof spec === 'string' ? { type: spec } : spec);

export function readAttributes(
  host: Element,
  attributes: Record<string, AttributeSpec>,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(attributes)) {
    const { type } = ruleOf(spec);
    const raw = host.getAttribute(kebab(name));
    if (type === 'boolean') props[name] = isTrue(raw);
    else if (type === 'number') props[name] = raw === null || raw.trim() === '' ? undefined : Number(raw);
    else props[name] = raw ?? undefined;
  }
  return props;
}

export interface AttributeProblem {
  attribute: string;
  message: string;
}

function describeRange(rule: AttributeRule): string {
  const whole = rule.integer ? 'a whole number' : 'a number';
  if (rule.min !== undefined && rule.max !== undefined) return `${whole} from ${rule.min} to ${rule.max}`;
  if (rule.min !== undefined) return `${whole} of at least ${rule.min}`;
  if (rule.max !== undefined) return `${whole} of at most ${rule.max}`;
  return whole;
}

/** The first attribute that breaks its rule, as a message a listener or a partner developer can act on. */
export function attributeProblem(
  host: Element,
  attributes: Record<string, AttributeSpec>,
): AttributeProblem | null {
  for (const [name, spec] of Object.entries(attributes)) {
    const rule = ruleOf(spec);
    const attribute = kebab(name);
    const raw = host.getAttribute(attribute);
    const empty = raw === null || raw.trim() === '';
    if (empty) {
      if (rule.required) return { attribute, message: `The ${attribute} attribute is missing.` };
      continue;
    }
    if (rule.type !== 'number') continue;
    const value = Number(raw);
    const ok =
      Number.isFinite(value) &&
      (!rule.integer || Number.isInteger(value)) &&
      (rule.min === undefined || value >= rule.min) &&
      (rule.max === undefined || value <= rule.max);
    if (!ok) {
      return {
        attribute,
        message: `The ${attribute} attribute must be ${describeRange(rule)}; "${raw}" is not.`,
      };
    }
  }
  return null;
}
