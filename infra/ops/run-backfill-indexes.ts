/**
 * `npm run backfill-indexes -- <table name> [--apply]`: gives ratings and receipts written
 * before issue 30 their new index keys (backfill-indexes.ts says which and how). Without
 * `--apply` it only counts what lacks them. Uses the AWS credentials and region of the shell
 * (AWS_PROFILE, AWS_REGION; DYNAMODB_ENDPOINT for the local twin). Exit code 0 when done, 2
 * for bad usage. docs/operations.md: when to run it (once, after deploying issue 30).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillIndexes } from './backfill-indexes';

const usage =
  'usage: npm run backfill-indexes -- <table name> [--apply]   (counts only, unless --apply)';

async function main(args: string[]): Promise<number> {
  const apply = args.includes('--apply');
  const rest = args.filter((arg) => arg !== '--apply');
  const table = rest[0];
  if (!table || rest.length > 1 || table.startsWith('--')) {
    console.error(usage);
    return 2;
  }
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'eu-north-1',
      endpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    }),
  );
  const report = await backfillIndexes(client, table, apply);
  console.log(JSON.stringify(report, null, 2));
  if (!apply) console.log('Nothing was changed. Run again with --apply to write the keys.');
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
