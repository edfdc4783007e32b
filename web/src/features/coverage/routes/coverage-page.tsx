import { useState } from 'react';
import { useBootstrapData } from '@web/lib/bootstrap';
import { useContent } from '@web/lib/content/use-content';
import { AddressChecker } from '../components/address-checker';
import { CoverageMap } from '../components/coverage-map';
import { ZoneList } from '../components/zone-list';
import { useCheckedAddress } from '../hooks/use-checked-address';
import '../coverage.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

/**
 * Coverage (product §2): address checker, map and the active zones, selectable. The checked
 * address is the page's `?address=` (issue 40); its covering zone is selected when it comes.
 */
export function CoveragePage() {
  const { zones } = useBootstrapData();
  const checked = useCheckedAddress();
  const answer = checked.address === '' ? undefined : checked.check.data;
  const result = answer?.found ? answer : null;
  const coveringId = result?.zone?.id ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(coveringId);
  const [shownCoveringId, setShownCoveringId] = useState(coveringId);
  // Adjusting state while rendering (not in an effect): a new answer selects its zone.
  if (shownCoveringId !== coveringId) {
    setShownCoveringId(coveringId);
    if (coveringId) setSelectedId(coveringId);
  }
  const noZonesText = useContent('coverage-zones-empty');

  return (
    <>
      <PageHero
        title={<Editable k="coverage-title" />}
        intro={<Editable k="coverage-subtitle" multiline />}
      />
      <div className="page-body container coverage">
        <div className="coverage__grid">
          <div className="coverage__side">
            <section className="card" aria-labelledby="coverage-checker-title">
              <h2 id="coverage-checker-title">
                <Editable k="coverage-checker-title" />
              </h2>
              <AddressChecker {...checked} />
            </section>
            <section className="card" aria-labelledby="coverage-zones-title">
              <h2 id="coverage-zones-title">
                <Editable k="coverage-zones-title" />
              </h2>
              {zones.length > 0 ? (
                <ZoneList zones={zones} selectedId={selectedId} onSelect={setSelectedId} />
              ) : (
                <p className="coverage__empty">{noZonesText}</p>
              )}
            </section>
          </div>
          <section className="card coverage__map-card" aria-labelledby="coverage-map-title">
            <h2 id="coverage-map-title">
              <Editable k="coverage-map-title" />
            </h2>
            <CoverageMap
              zones={zones}
              selectedId={selectedId}
              location={result?.location ?? null}
              onSelect={setSelectedId}
            />
          </section>
        </div>
      </div>
    </>
  );
}
