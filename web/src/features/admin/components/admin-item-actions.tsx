/**
 * A card's actions: its own (e.g. 'Flyt op', 'Kopiér link'), then 'Rediger', 'Aktivér' /
 * 'Deaktivér' and 'Slet' (after the confirmation). Each button names its card
 * (aria-describedby the card's title); each change says in a toast how it went.
 */
import type { ReactNode } from 'react';
import { adminTexts } from '@shared/texts/admin';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
import { AdminCardButton } from './admin-card-button';
import { DeleteButton } from './delete-button';

/** 'Aktivér' / 'Deaktivér': the change, and its texts (a zone's, a discount code's). */
export interface AdminToggle {
  active: boolean;
  pending: boolean;
  run: () => Promise<unknown>;
  texts: { activate: string; deactivate: string; statusChanged: string; toggleFailed: string };
}

/** 'Slet': the change, and its texts (the question, the toasts). */
export interface AdminRemoval {
  run: () => Promise<unknown>;
  texts: { deleteConfirm: string; deleted: string; deleteFailed: string };
  /** The failure's toast gives the server's reason when it refused (e.g. bookings to come). */
  serverReason?: boolean;
}

interface AdminItemActionsProps {
  titleId: string;
  onEdit?: () => void;
  toggle?: AdminToggle;
  remove?: AdminRemoval;
  children?: ReactNode;
}

export function AdminItemActions({
  titleId,
  onEdit,
  toggle,
  remove,
  children,
}: AdminItemActionsProps) {
  const report = useReportedChange();
  return (
    <div className="admin-form__actions">
      {children}
      {onEdit ? (
        <AdminCardButton titleId={titleId} onClick={onEdit}>
          {adminTexts.edit}
        </AdminCardButton>
      ) : null}
      {toggle ? (
        <AdminCardButton
          titleId={titleId}
          disabled={toggle.pending}
          onClick={() =>
            void report(toggle.run(), toggle.texts.statusChanged, (error) =>
              refusalText(error, toggle.texts.toggleFailed),
            )
          }
        >
          {toggle.active ? toggle.texts.deactivate : toggle.texts.activate}
        </AdminCardButton>
      ) : null}
      {remove ? (
        <DeleteButton
          question={remove.texts.deleteConfirm}
          describedBy={titleId}
          onDelete={() =>
            report(
              remove.run(),
              remove.texts.deleted,
              remove.serverReason
                ? (error) => refusalText(error, remove.texts.deleteFailed)
                : remove.texts.deleteFailed,
            )
          }
        />
      ) : null}
    </div>
  );
}
