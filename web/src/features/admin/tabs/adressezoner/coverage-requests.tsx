/**
 * 'Ønsker om dækning' under the zones (product §4 'Coverage requests'): who asked to be told
 * when an address is covered, whether they have been, and delete.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoverageRequest } from '@shared/api/coverage-requests';
import { formatDanishDateWithoutWeekday } from '@shared/domain/danish-format';
import { coverageRequestTexts as t } from '@shared/texts/coverage';
import { fillText } from '@shared/texts/fill';
import { apiGet } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { useDeleteEntry } from '@web/features/admin/lib/entry-changes';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
import { refusalText } from '@web/features/admin/lib/refusal';
import './coverage-requests.css';

const coverageRequestsQuery = queryOptions({
  queryKey: adminKeys.coverageRequests,
  queryFn: ({ signal }) => apiGet('/api/admin/coverage-requests', { signal }),
});

function RequestItem({ request }: { request: CoverageRequest }) {
  const report = useReportedChange();
  const remove = useDeleteEntry('/api/admin/coverage-requests/{id}', [adminKeys.coverageRequests]);
  const titleId = `coverage-request-${request.id}`;
  return (
    <li className="admin-coverage-request">
      <p id={titleId} className="admin-coverage-request__address">
        {request.address}
      </p>
      <AdminFacts
        facts={[
          {
            label: t.ownerMailEmail,
            value: <a href={`mailto:${request.email}`}>{request.email}</a>,
          },
          request.product_name ? { label: t.ownerMailProduct, value: request.product_name } : null,
          {
            label: fillText(t.adminAsked, {
              date: formatDanishDateWithoutWeekday(request.created_at.slice(0, 10)),
            }),
            value:
              request.notified_zone === null
                ? t.adminWaiting
                : fillText(t.adminNotified, { zone: request.notified_zone }),
          },
        ]}
      />
      <DeleteButton
        label={t.adminDelete}
        question={fillText(t.adminDeleteQuestion, { address: request.address })}
        describedBy={titleId}
        onDelete={() =>
          report(remove.mutateAsync(request.id), t.adminDeleted, (error) =>
            refusalText(error, t.failedDelete),
          )
        }
      />
    </li>
  );
}

export function CoverageRequests() {
  const requests = useQuery(coverageRequestsQuery);
  return (
    <section className="admin-coverage-requests" aria-labelledby="coverage-requests-title">
      <h3 id="coverage-requests-title">{t.adminTitle}</h3>
      <p className="admin-coverage-requests__intro">{t.adminIntro}</p>
      <AdminQueryState query={requests}>
        {(all) =>
          all.length === 0 ? (
            <p>{t.adminEmpty}</p>
          ) : (
            <ul className="admin-coverage-requests__list" aria-labelledby="coverage-requests-title">
              {all.map((request) => (
                <RequestItem key={request.id} request={request} />
              ))}
            </ul>
          )
        }
      </AdminQueryState>
    </section>
  );
}
