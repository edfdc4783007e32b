import { useState } from 'react';
import { useBootstrapData } from '@web/lib/bootstrap';
import { useContent } from '@web/lib/content/use-content';
import type { CoverageCheck } from '@web/lib/coverage';
import { AddressChecker } from '../components/address-checker';
import { CoverageMap } from '../components/coverage-map';
import { ZoneList } from '../components/zone-list';
import '../coverage.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

/** Coverage (product §2): address checker, map and the active zones, selectable. */
export function CoveragePage() {
  const { zones } = useBootstrapData();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [result, setResult] = useState<CoverageCheck | null>(null);
  const noZonesText = useContent('coverage-zones-empty');

  function showResult(next: CoverageCheck | null) {
    setResult(next);
    if (next?.zone) setSelectedId(next.zone.id);
  }

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
              <AddressChecker onResult={showResult} />
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
