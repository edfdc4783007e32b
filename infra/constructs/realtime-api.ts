/**
 * Live updates: a WebSocket API whose $connect, $disconnect and $default routes go to one
 * function (functions/realtime/ws.ts), which keeps the open connections in the single table
 * (pk `WS#...`). A second function (functions/realtime/stream.ts) reads the table's stream
 * and posts every change to the open connections. A batch that keeps failing is split
 * (bisect) and retried twice; what still fails, or is older than a minute, is recorded on the
 * stream's dead-letter queue (its shard and sequence numbers), and the queue's first message
 * and a consumer falling behind each mail the owner (operations.ts). The handler treats a
 * batch as one (it posts the distinct changes once), so it reports no single failed records.
 *
 * The browser connects to this API's own wss:// URL (published in config.json); CloudFront
 * does not proxy `/ws`, because an API Gateway WebSocket URL must keep its stage path.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ApiGatewayLogRole } from './api-gateway-log-role';
import { createAppFunction, logRetention } from './app-function';
import { backgroundAccess } from './declared-access';
import { explainWildcards, grantAccess, type GrantableResources } from './grant-access';
import { deadLetterQueue, type Operations } from './operations';

export interface RealtimeApiProps {
  /** What the two functions are granted from (their access: declared-access.ts). */
  resources: GrantableResources;
  /** Configuration every function reads (functions/lib/config.ts), without the WS endpoint. */
  environment: Record<string, string>;
  /** Alarms on the stream consumer. */
  operations: Operations;
}

export class RealtimeApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly connections: NodejsFunction;
  readonly streamPublisher: NodejsFunction;
  /** The stream's batches that failed for good: shard and sequence numbers (operations.md). */
  readonly streamDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', {
      description: 'dronefoto live updates',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: 'live',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    this.stage.node.addDependency(new ApiGatewayLogRole(this, 'LogRole').account);
    const environment = {
      ...props.environment,
      WS_MANAGEMENT_ENDPOINT: this.stage.callbackUrl,
    };

    this.connections = createAppFunction(this, 'ConnectionsFunction', {
      entry: 'functions/realtime/ws.ts',
      description: 'dronefoto WebSocket $connect/$disconnect/$default: tracks open connections',
      environment,
      timeout: Duration.seconds(10),
      memorySize: 256,
    });
    const resources = { ...props.resources, realtime: this.stage };
    grantAccess(this.connections, backgroundAccess.websocket, resources);
    const routeIntegrations = {
      $connect: new WebSocketLambdaIntegration('ConnectIntegration', this.connections),
      $disconnect: new WebSocketLambdaIntegration('DisconnectIntegration', this.connections),
      $default: new WebSocketLambdaIntegration('DefaultIntegration', this.connections),
    };
    for (const [routeKey, integration] of Object.entries(routeIntegrations)) {
      const route = this.api.addRoute(routeKey, { integration });
      NagSuppressions.addResourceSuppressions(route.node.findChild('Resource'), [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Live updates carry the same public data the pages show (slots taken, content changes); anonymous visitors need them too. A signed-in page passes its access token, which ws.ts verifies at $connect.',
        },
      ]);
    }

    this.streamPublisher = createAppFunction(this, 'StreamFunction', {
      entry: 'functions/realtime/stream.ts',
      description: 'dronefoto table stream -> postToConnection to every open WebSocket',
      environment,
      timeout: Duration.seconds(30),
    });
    grantAccess(this.streamPublisher, backgroundAccess.stream, resources);
    explainWildcards(this.streamPublisher, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'dynamodb:ListStreams has no resource-level permissions, so the stream event source needs it on "*"; it only lists stream metadata.',
        appliesTo: ['Resource::*'],
      },
    ]);
    this.streamDeadLetters = deadLetterQueue(
      this,
      'StreamDeadLetters',
      'the table stream batches the live-update function failed on (their shard and sequence numbers)',
    );
    this.streamPublisher.addEventSource(
      new DynamoEventSource(props.resources.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        // A live update older than a minute is useless; do not retry it for long.
        maxRecordAge: Duration.minutes(1),
        retryAttempts: 2,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(this.streamDeadLetters),
      }),
    );
    props.operations.watchStreamConsumer(this, this.streamPublisher);
  }
}
