/**
 * The one way this app creates a Lambda function: a TypeScript entry bundled by the local
 * esbuild (never Docker, settings in ./bundling.ts) into an ES module for Node.js 22 on ARM64, with its own log group
 * kept `logRetention` (90 days, as every log group of the stack).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { lambdaBundling, lambdaNodeOptions } from './bundling';
import { fromProjectRoot, lockFilePath, projectRoot } from './paths';

export interface AppFunctionProps {
  /** Entry file relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

/** How long every log group of the stack keeps its lines (docs/operations.md). */
export const logRetention = RetentionDays.THREE_MONTHS;

/** The entry file (relative to the repository root) of each function made here. */
const entries = new WeakMap<NodejsFunction, string>();

/** The entry a function was bundled from, e.g. `functions/catalog/index.ts` (bench:cold). */
export function entryOfAppFunction(fn: NodejsFunction): string | undefined {
  return entries.get(fn);
}

export function createAppFunction(
  scope: Construct,
  id: string,
  props: AppFunctionProps,
): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new NodejsFunction(scope, id, {
    entry: fromProjectRoot(props.entry),
    handler: 'handler',
    projectRoot,
    depsLockFilePath: lockFilePath,
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(15),
    logGroup,
    loggingFormat: LoggingFormat.JSON,
    environment: { NODE_OPTIONS: lambdaNodeOptions, ...props.environment },
    bundling: lambdaBundling,
  });
  entries.set(fn, props.entry);
  NagSuppressions.addResourceSuppressions(
    fn,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; a copy as an inline policy would say the same.',
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
        ],
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the handlers are built and tested for (middy 6, bundled AWS SDK); moving to Node.js 24 is a deliberate upgrade, not a drift.',
      },
    ],
    true,
  );
  return fn;
}
