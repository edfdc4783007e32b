/**
 * The one DynamoDB table's physical shape. The CDK app and the local twin both create the
 * table from this description, and the data-access modules use its index names.
 * See docs/data-model.md for what lives under which key.
 */
export const tableShape = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: {
    /** Lists of an entity type in display order (e.g. all products by id, zones by created_at). */
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Second access path: a user's items, look-ups by a secondary unique value. */
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  },
} as const;

export type IndexName = keyof typeof tableShape.indexes;
