/**
 * The DynamoDB condition of a named booking change, built from the lifecycle's table
 * (shared/domain/booking-lifecycle/states.ts): the item exists, and its phase and payment are
 * among those the change may be written from. The booking store ANDs it to every write, so a
 * change the lifecycle does not allow is never written, whatever raced it.
 */
import {
  bookingPhases,
  bookingTransitions,
  type BookingChangeName,
  type BookingPhase,
  type Transition,
} from '@shared/domain/booking-lifecycle/states';
import { paymentStatuses } from '@shared/domain/payment';
import type { ConditionParts } from '@functions/data/expressions';

const names = {
  '#lc_cancelled': 'cancelled_at',
  '#lc_deleted': 'deleted_at',
  '#lc_completed': 'is_completed',
  '#lc_payment': 'payment_status',
};

const unset = (name: string) =>
  `(attribute_not_exists(${name}) OR attribute_type(${name}, :lc_null))`;
const set = (name: string) => `attribute_type(${name}, :lc_string)`;

/** Each phase as a condition on the stored fields (absent or NULL: not set). */
const phaseConditions: Record<BookingPhase, string> = {
  booked: `${unset('#lc_deleted')} AND ${unset('#lc_cancelled')} AND #lc_completed = :lc_false`,
  completed: `${unset('#lc_deleted')} AND ${unset('#lc_cancelled')} AND #lc_completed = :lc_true`,
  cancelled: `${unset('#lc_deleted')} AND ${set('#lc_cancelled')}`,
  deleted: set('#lc_deleted'),
};

/** Parentheses only where they group (DynamoDB refuses redundant ones). */
const group = (expression: string) =>
  / (AND|OR) /.test(expression) ? `(${expression})` : expression;

/** The condition under which `change` may be written (with the item's existence). */
export function lifecycleCondition(change: BookingChangeName): ConditionParts {
  const transition: Transition = bookingTransitions[change];
  const parts = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = {};
  if (transition.phases.length < bookingPhases.length) {
    const phases = transition.phases.map((phase) => phaseConditions[phase]);
    parts.push(phases.length === 1 ? phases[0]! : `(${phases.map(group).join(' OR ')})`);
    Object.assign(values, {
      ':lc_null': 'NULL',
      ':lc_string': 'S',
      ':lc_false': false,
      ':lc_true': true,
    });
  }
  if (transition.payments.length < paymentStatuses.length) {
    const placeholders = transition.payments.map((payment) => `:lc_${payment}`);
    parts.push(`#lc_payment IN (${placeholders.join(', ')})`);
    transition.payments.forEach((payment, i) => (values[placeholders[i]!] = payment));
  }
  const expression = parts.join(' AND ');
  // DynamoDB refuses placeholders the expression does not use.
  const used = <T>(map: Record<string, T>) =>
    Object.fromEntries(
      Object.entries(map).filter(([placeholder]) =>
        new RegExp(`${placeholder}(?![\\w])`).test(expression),
      ),
    );
  const usedNames = used(names);
  const usedValues = used(values);
  return {
    ConditionExpression: expression,
    ...(Object.keys(usedNames).length ? { ExpressionAttributeNames: usedNames } : {}),
    ...(Object.keys(usedValues).length ? { ExpressionAttributeValues: usedValues } : {}),
  };
}

/** Several changes written in one update: each one's condition must hold. */
export function lifecycleConditions(changes: readonly BookingChangeName[]): ConditionParts {
  const conditions = changes.map(lifecycleCondition);
  return {
    // Each is an AND of terms (an OR only inside parentheses): they join without new ones.
    ConditionExpression: conditions.map((c) => c.ConditionExpression).join(' AND '),
    ExpressionAttributeNames: Object.assign(
      {},
      ...conditions.map((c) => c.ExpressionAttributeNames),
    ),
    ExpressionAttributeValues: Object.assign(
      {},
      ...conditions.map((c) => c.ExpressionAttributeValues),
    ),
  };
}
