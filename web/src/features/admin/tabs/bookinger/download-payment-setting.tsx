/**
 * 'Betaling før download' on a booking (decision 0041): the owner chooses whether an unpaid
 * cash or invoice booking's gallery shows watermarked previews until it is paid, or follows
 * its firm's setting. Saved when chosen; the server says whether the gallery is locked now.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadPaymentSetting } from '@shared/api/download-payment';
import type { DownloadPaymentChoice } from '@shared/domain/booking-lifecycle/downloads';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { useToast } from '@web/components/toast/use-toast';
import { AdminSelect } from '@web/features/admin/components/admin-field';
import { apiGet, apiRequest, ApiError } from '@web/lib/api';

type Choice = DownloadPaymentChoice | 'inherit';

const settingKey = (bookingId: string) => ['admin', 'download-payment', bookingId] as const;

export function DownloadPaymentSettingField({ bookingId }: { bookingId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: settingKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/bookings/{id}/download-payment', { params: { id: bookingId }, signal }),
  });
  const save = useMutation({
    mutationFn: (choice: Choice) =>
      apiRequest('PUT', '/api/admin/bookings/{id}/download-payment', {
        params: { id: bookingId },
        body: { download_payment: choice === 'inherit' ? null : choice },
      }),
    onSuccess: (answer: DownloadPaymentSetting) => {
      queryClient.setQueryData(settingKey(bookingId), answer);
      toast.success(t.saved);
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t.saveFailed),
  });
  if (!setting.data) return null;
  const options = [
    {
      value: 'inherit',
      label: setting.data.firm_setting === null ? t.choiceDefault : t.choiceFirm,
    },
    { value: 'required', label: t.choiceRequired },
    { value: 'not_required', label: t.choiceNotRequired },
  ] as const;
  return (
    <div className="admin-download-payment">
      <AdminSelect<Choice>
        label={t.legend}
        options={options}
        value={setting.data.download_payment ?? 'inherit'}
        onValue={(choice) => save.mutate(choice)}
      />
      <p className="admin-field__hint">{setting.data.locked ? t.lockedNow : t.openNow}</p>
    </div>
  );
}
