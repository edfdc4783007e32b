/** Maps every demo image name to the SVG scene that draws it. */
import type { DemoImageName } from '../demo-images';
import { eventFieldScene, coastlineScene, fieldsScene, forestScene } from './rural';
import { seededRng, type Rng } from './svg';
import { businessParkScene, cityGridScene, rooftopsScene, villaGardenScene } from './urban';
import { harbourScene, sunsetScene, windFarmScene } from './water';

const scenes: Record<DemoImageName, (rng: Rng) => string> = {
  fields: fieldsScene,
  coastline: coastlineScene,
  forest: forestScene,
  'event-field': eventFieldScene,
  rooftops: rooftopsScene,
  'villa-garden': villaGardenScene,
  'business-park': businessParkScene,
  'city-grid': cityGridScene,
  harbour: harbourScene,
  sunset: sunsetScene,
  'wind-farm': windFarmScene,
};

/** The SVG source of a demo image; deterministic for a given name. */
export function demoSceneSvg(name: DemoImageName): string {
  return scenes[name](seededRng(name));
}
