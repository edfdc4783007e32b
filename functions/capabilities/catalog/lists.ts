/** Public lists, each in the order product §9 'Order' gives (see the data modules). */
import { listHomeSections as readHomeSections } from '@functions/stores/home-sections';
import { listPortfolio as readPortfolio } from '@functions/stores/portfolio';
import { listProducts as readProducts } from '@functions/stores/products';
import { listRatings as readRatings } from '@functions/stores/ratings';
import { listZones as readZones } from '@functions/stores/zones';
import type { InputOf } from '@functions/lib/http';

export const listProducts = () => readProducts();
export const listHomeSections = () => readHomeSections(true);
export const listRatings = () => readRatings();
export const listZones = () => readZones(true);
/** A signed-in caller also gets their own reaction on each item. */
export const listPortfolio = ({ caller }: InputOf<'listPortfolio'>) =>
  readPortfolio(caller?.userId);
