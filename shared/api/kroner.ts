/**
 * An amount in whole kroner as the admin's routes take it (decision 0037): checked with the
 * rule the admin's form checks what was typed with, so the server refuses the same amounts
 * in the same Danish words ('Beløbet kan ikke være negativt', '... hele kroner ...').
 */
import * as z from 'zod/mini';
import { kronerProblemText, kronerValueProblem, type KronerRule } from '../domain/kroner-input';

export function kronerSchema(rule: KronerRule) {
  return z.number({ error: kronerProblemText('format', rule) }).check(
    z.superRefine((value, ctx) => {
      const problem = kronerValueProblem(value, rule);
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: kronerProblemText(problem, rule),
          input: value,
        });
    }),
  );
}
