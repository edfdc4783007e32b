import { useState } from 'react';
import { myDataTexts as t } from '@shared/texts/profile';
import { useToast } from '@web/components/toast/use-toast';
import { apiGet } from '@web/lib/api';

/** 'Download mine data': the customer's own data as a JSON file (GDPR articles 15, 20). */
export function MyDataDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await apiGet('/api/me/data');
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `mine-data-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      toast.error(t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card profile-settings profile-my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t.title}</h2>
      <p>{t.intro}</p>
      <button
        type="button"
        className="btn btn--outline"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t.downloading : t.download}
      </button>
    </section>
  );
}
