/** Public lists, each in the order SPEC.md prescribes (see the data modules). */
import { listHomeSections as readHomeSections } from '../data/home-sections';
import { listPortfolio as readPortfolio } from '../data/portfolio';
import { listProducts as readProducts } from '../data/products';
import { listRatings as readRatings } from '../data/ratings';
import { listZones as readZones } from '../data/zones';
import type { InputOf } from '../lib/http';

export const listProducts = () => readProducts();
export const listHomeSections = () => readHomeSections(true);
export const listRatings = () => readRatings();
export const listZones = () => readZones(true);
/** A signed-in caller also gets their own reaction on each item. */
export const listPortfolio = ({ caller }: InputOf<'listPortfolio'>) =>
  readPortfolio(caller?.userId);
