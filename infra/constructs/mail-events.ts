/**
 * SES's bounces and complaints, handled: the configuration set (mail-domain.ts) publishes
 * them to an encrypted SNS topic, which invokes functions/mail-events/ses-events.ts. That
 * function marks the newsletter subscriber as suppressed (the newsletter skips the address,
 * the admin's list says why) and records the mail as undeliverable on the booking it was
 * about. An event it fails on goes to its dead-letter queue, which mails the owner.
 */
import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import {
  ConfigurationSetEventDestination,
  EmailSendingEvent,
  EventDestination,
} from 'aws-cdk-lib/aws-ses';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import { backgroundAccess } from './declared-access';
import { grantAccess, type GrantableResources } from './grant-access';
import { deadLetterQueue, type Operations } from './operations';

export interface MailEventsProps {
  environment: Record<string, string>;
  resources: GrantableResources;
  operations: Operations;
}

export class MailEvents extends Construct {
  readonly topic: Topic;
  readonly handler: NodejsFunction;
  readonly destination: ConfigurationSetEventDestination;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    const { mail } = props.resources;
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Dronefoto SES bounces and complaints',
      masterKey: props.operations.key,
      enforceSSL: true,
    });
    // Also lets SES publish to the topic (a topic policy for ses.amazonaws.com, this set only).
    this.destination = mail.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      'the SES bounce and complaint events the mail-events function failed on',
    );
    this.handler = createAppFunction(this, 'Function', {
      entry: 'functions/mail-events/ses-events.ts',
      description: 'dronefoto SES bounces and complaints -> suppressed subscriber, booking note',
      environment: props.environment,
      timeout: Duration.seconds(30),
      memorySize: 256,
    });
    // SNS invokes it asynchronously: Lambda retries twice, then records the event here.
    this.handler.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.deadLetters),
    });
    grantAccess(this.handler, backgroundAccess.mailEvents, props.resources);
    this.topic.addSubscription(new LambdaSubscription(this.handler));
  }
}
