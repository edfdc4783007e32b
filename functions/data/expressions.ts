/** Builds UpdateExpression parts from plain objects so modules never concatenate by hand. */
export interface ExpressionParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface UpdateSpec {
  /** SET name = value (undefined values are skipped). */
  set?: Record<string, unknown>;
  /** ADD name value (numbers). */
  add?: Record<string, number>;
  /** REMOVE name. */
  remove?: readonly string[];
}

/** True when the spec would change nothing (all set values undefined, nothing to add or remove). */
export function isEmptyUpdate(spec: UpdateSpec): boolean {
  const sets = Object.values(spec.set ?? {}).filter((v) => v !== undefined);
  return !sets.length && !Object.keys(spec.add ?? {}).length && !spec.remove?.length;
}

/**
 * Names become `#u0..`, values `:u0..`; condition expressions of callers use other
 * placeholders (`#c..`, `:c..`) and are merged by `withCondition`.
 */
export function updateExpression(spec: UpdateSpec): ExpressionParts {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let n = 0;
  const placeholder = (attribute: string, value?: unknown) => {
    const i = n++;
    names[`#u${i}`] = attribute;
    if (value !== undefined) values[`:u${i}`] = value;
    return i;
  };
  const clauses: string[] = [];
  const sets = Object.entries(spec.set ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      const i = placeholder(k, v);
      return `#u${i} = :u${i}`;
    });
  if (sets.length) clauses.push(`SET ${sets.join(', ')}`);
  const adds = Object.entries(spec.add ?? {}).map(([k, v]) => {
    const i = placeholder(k, v);
    return `#u${i} :u${i}`;
  });
  if (adds.length) clauses.push(`ADD ${adds.join(', ')}`);
  const removes = (spec.remove ?? []).map((k) => `#u${placeholder(k)}`);
  if (removes.length) clauses.push(`REMOVE ${removes.join(', ')}`);
  if (!clauses.length) throw new Error('empty update');
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

export interface ConditionParts {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** Merges an update with a condition into one parameter object. */
export function withCondition(
  update: ExpressionParts,
  condition: ConditionParts,
): ExpressionParts & ConditionParts {
  const values = { ...update.ExpressionAttributeValues, ...condition.ExpressionAttributeValues };
  return {
    UpdateExpression: update.UpdateExpression,
    ConditionExpression: condition.ConditionExpression,
    ExpressionAttributeNames: {
      ...update.ExpressionAttributeNames,
      ...condition.ExpressionAttributeNames,
    },
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

export const itemExists: ConditionParts = { ConditionExpression: 'attribute_exists(pk)' };
export const itemAbsent: ConditionParts = { ConditionExpression: 'attribute_not_exists(pk)' };
