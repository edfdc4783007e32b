import { useId, useState, type FormEvent } from 'react';
import type { AdminBookingPatch } from '@shared/api/admin';
import type { Booking } from '@shared/api/entities';
import {
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '@shared/domain/payment';
import { adminTexts } from '@shared/texts/admin';
import { adminBookingTexts as t } from '@shared/texts/admin-bookings';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { uploadTexts } from '@shared/texts/uploads';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { Uploader, type ArchiveUpload } from '@web/components/uploader/uploader';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminSelect, type AdminOption } from '@web/features/admin/components/admin-field';
import { AdminFormError } from '@web/features/admin/components/admin-form';
import { refusalText } from '@web/features/admin/lib/refusal';
import { ApiError } from '@web/lib/api';
import { uploadDelivery, useBookingChanges } from './booking-actions';

const statusLabels: Record<PaymentStatus, string> = {
  pending: t.statusOptionPending,
  awaiting_payment: t.statusOptionAwaiting,
  paid: t.statusOptionPaid,
  failed: t.statusOptionFailed,
};
const statusOptions = paymentStatuses.map((value) => ({ value, label: statusLabels[value] }));
const methodOptions: AdminOption<PaymentMethod | ''>[] = [
  { value: '', label: t.noMethod },
  ...paymentMethods.map((value) => ({ value, label: paymentMethodTexts[value] })),
];

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : uploadTexts.uploadFailed;

type Delivery =
  | { kind: 'unchanged' }
  | { kind: 'link'; url: string }
  | { kind: 'file'; key: string; name: string }
  | { kind: 'gallery' }
  | { kind: 'removed' };

/**
 * The edit form of product §4: any of the four payment statuses, the method, and the delivery by
 * upload through the site's uploader (a .zip/.rar/.7z of up to 100 MB, straight to storage) or
 * a pasted link. Saving a new or changed delivery mails the customer; the form says so before
 * it happens.
 */
export function BookingEditForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { update } = useBookingChanges();
  const [status, setStatus] = useState<PaymentStatus>(booking.payment_status);
  const [method, setMethod] = useState<PaymentMethod | ''>(booking.payment_method ?? '');
  const [link, setLink] = useState(
    // eslint-disable-next-line site/no-literal-page-path -- the API's delivery link, not a page
    booking.zip_file_url && !booking.zip_file_url.includes('/delivery?')
      ? booking.zip_file_url
      : '',
  );
  const [delivery, setDelivery] = useState<Delivery>({ kind: 'unchanged' });
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's question before a delivery ahead of the shoot (it names the booking). */
  const [early, setEarly] = useState<string | null>(null);

  /** The uploader's archive: straight to the booking's folder; a failure is toasted too. */
  const deliveryArchive: ArchiveUpload = {
    hint: t.deliveryHint,
    upload: async (file, onProgress) => {
      setUploading(true);
      try {
        const key = await uploadDelivery(booking.id, file, onProgress);
        toast.success(t.uploaded);
        return {
          url: key,
          fileName: file.name,
          message: fillText(t.deliveryUploaded, { name: file.name }),
        };
      } catch (error) {
        toast.error(fillText(t.uploadFailed, { message: errorText(error) }));
        throw error;
      } finally {
        setUploading(false);
      }
    },
  };

  const patchOf = (): AdminBookingPatch => {
    const patch: AdminBookingPatch = { payment_status: status, payment_method: method || null };
    if (delivery.kind === 'file') patch.delivery_key = delivery.key;
    else if (delivery.kind === 'removed') patch.zip_file_url = null;
    else if (delivery.kind === 'link') patch.zip_file_url = delivery.url;
    else if (delivery.kind === 'gallery') patch.deliver_gallery = true;
    return patch;
  };

  const send = (deliverBeforeShoot: boolean) => {
    setFormError(null);
    update.mutate(
      {
        id: booking.id,
        body: { ...patchOf(), ...(deliverBeforeShoot ? { deliver_before_shoot: true } : {}) },
      },
      {
        onSuccess: (answer) => {
          setEarly(null);
          toast.success(t.saved);
          if (answer.completion_mail === 'sent') toast.success(t.mailSent);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'delivery_before_shoot') {
            setEarly(error.message);
            return;
          }
          setEarly(null);
          setFormError(refusalText(error, t.updateFailed));
          toast.error(t.updateFailed);
        },
      },
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(false);
  };

  const busy = update.isPending || uploading;
  return (
    <form className="admin-form admin-booking-form" onSubmit={save} noValidate aria-busy={busy}>
      <h4>{t.editTitle}</h4>
      <div className="admin-form__row">
        <AdminSelect
          label={t.statusLabel}
          options={statusOptions}
          value={status}
          onValue={setStatus}
        />
        <AdminSelect label={t.method} options={methodOptions} value={method} onValue={setMethod} />
      </div>
      <fieldset className="admin-field admin-delivery">
        <legend>{t.deliveryLegend}</legend>
        <Uploader
          label={t.deliveryUpload}
          modes={['archive']}
          archive={deliveryArchive}
          onUploaded={(key, media) =>
            setDelivery({ kind: 'file', key, name: media.fileName ?? key })
          }
          onReset={() => setDelivery({ kind: 'unchanged' })}
        />
        <label htmlFor={`${id}-link`}>{t.deliveryLink}</label>
        <input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          placeholder={t.deliveryLinkPlaceholder}
          value={link}
          disabled={busy || delivery.kind === 'file'}
          onChange={(event) => {
            setLink(event.target.value);
            const url = event.target.value.trim();
            setDelivery(url ? { kind: 'link', url } : { kind: 'unchanged' });
          }}
        />
        <AdminCheck
          label={t.deliverGallery}
          checked={delivery.kind === 'gallery'}
          onChecked={(gallery) => setDelivery({ kind: gallery ? 'gallery' : 'unchanged' })}
        />
        {booking.zip_file_url ? (
          <AdminCheck
            label={t.deliveryRemove}
            checked={delivery.kind === 'removed'}
            onChecked={(removed) => setDelivery({ kind: removed ? 'removed' : 'unchanged' })}
          />
        ) : null}
        <p className="admin-field__hint admin-delivery__warning">{t.deliveryWarning}</p>
      </fieldset>
      <AdminFormError error={formError} />
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {update.isPending ? adminTexts.saving : adminTexts.save}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={onDone}
          disabled={update.isPending}
        >
          {adminTexts.cancel}
        </button>
      </div>
      {early ? (
        <ConfirmDialog
          message={early}
          confirmLabel={t.deliverNow}
          cancelLabel={adminTexts.cancel}
          busy={update.isPending}
          onCancel={() => setEarly(null)}
          onConfirm={() => send(true)}
        />
      ) : null}
    </form>
  );
}
