/**
 * A change made with one button (delete, toggle, move, upload): a toast says how it went.
 * `report(change, done, failed)` answers when the toast is shown and never rejects.
 */
import { useToast } from '@web/components/toast/use-toast';

/** The failure's toast: a fixed text, or one made from the error (e.g. the server's reason). */
export type FailureText = string | ((error: unknown) => string);

export function useReportedChange() {
  const toast = useToast();
  return <Answer>(change: Promise<Answer>, done: string, failed: FailureText) =>
    change.then(
      (answer) => {
        toast.success(done);
        return answer;
      },
      (error: unknown) => {
        toast.error(typeof failed === 'string' ? failed : failed(error));
        return undefined;
      },
    );
}
