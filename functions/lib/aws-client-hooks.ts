/**
 * A seam for the local twin, inert in AWS: every AWS SDK client the handlers' factories make
 * (db, s3, cognito, the mailer, Amazon Location, the WebSocket management API) goes through
 * `withAwsCallHooks`, which adds one middleware that shows each call, before it is signed and
 * sent (a presigned URL included), to the hooks registered with `registerAwsCallHook`.
 *
 * Nothing registers a hook in AWS, where IAM itself checks each call. The twin registers its
 * access check (infra/local/function-access.ts), which throws the refusal IAM would answer.
 * The hooks are looked up per call, so a client made before the twin registered is checked
 * too. Handlers never know whether a hook is there.
 */

/** One AWS SDK call as the handler made it. */
export interface AwsCall {
  /** The SDK client's name, e.g. `S3Client`. */
  readonly client: string;
  /** The command's name, e.g. `PutObjectCommand` (`PutItemCommand` for lib-dynamodb's `PutCommand`). */
  readonly command: string;
  /** The command's input (before the document client marshals it). */
  readonly input: Readonly<Record<string, unknown>>;
}

/** Sees a call before it is sent; throwing refuses it (the error reaches the caller). */
export type AwsCallHook = (call: AwsCall) => void;

const hooks: AwsCallHook[] = [];

export function registerAwsCallHook(hook: AwsCallHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

interface MiddlewareArgs {
  input: object;
}
interface MiddlewareContext {
  clientName?: string;
  commandName?: string;
}
type Next<A extends MiddlewareArgs, R> = (args: A) => Promise<R>;

/** The part of an AWS SDK v3 client the seam uses: its middleware stack. */
export interface HookableClient {
  middlewareStack: {
    add<A extends MiddlewareArgs, R>(
      middleware: (next: Next<A, R>, context: MiddlewareContext) => Next<A, R>,
      options: { step: 'initialize'; name: string; priority: 'high'; override: boolean },
    ): void;
  };
}

const callHooks = <A extends MiddlewareArgs, R>(
  next: Next<A, R>,
  context: MiddlewareContext,
): Next<A, R> =>
  async function awsCallHooks(args) {
    if (hooks.length > 0) {
      const call: AwsCall = {
        client: context.clientName ?? 'unknown',
        command: context.commandName ?? 'unknown',
        input: args.input as Readonly<Record<string, unknown>>,
      };
      for (const hook of hooks) hook(call);
    }
    return next(args);
  };

/** Adds the hooks' middleware to a client (first of all, so nothing is signed or sent before). */
export function withAwsCallHooks<C extends HookableClient>(client: C): C {
  client.middlewareStack.add(callHooks, {
    step: 'initialize',
    name: 'awsCallHooks',
    priority: 'high',
    override: true,
  });
  return client;
}
