/**
 * The AWS calls the twin refused in this test worker (infra/local/function-access.ts), also
 * those a handler caught and only logged (a mail that could not be sent). setup-env.ts fails
 * a test that leaves any behind: every call a route makes must be declared in its `needs`.
 * A test that provokes a refusal on purpose takes it with `takeRefusals`.
 */
import { watchRefusals, type AccessRefusal } from '@infra/local/function-access';

const refused: AccessRefusal[] = [];
watchRefusals((refusal) => refused.push(refusal));

/** The refusals so far, emptying the list. */
export function takeRefusals(): AccessRefusal[] {
  return refused.splice(0);
}
