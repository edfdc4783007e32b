/** The public catalogue: products, home sections, portfolio, ratings, zones, search. */
import * as z from 'zod/mini';
import {
  homeSectionSchema,
  portfolioItemSchema,
  productSchema,
  ratingSchema,
  zoneSchema,
} from '../entities';
import { searchQuerySchema, searchResultsSchema } from '../search-newsletter';
import { bootstrapSchema, healthSchema } from '../catalog';
import type { RouteDef } from '../route-def';

export const catalogRoutes = [
  {
    method: 'GET',
    path: '/api/health',
    group: 'catalog',
    operation: 'health',
    caller: 'public',
    response: healthSchema,
  },
  {
    method: 'GET',
    path: '/api/bootstrap',
    group: 'catalog',
    operation: 'bootstrap',
    caller: 'public',
    response: bootstrapSchema,
  },
  {
    method: 'GET',
    path: '/api/products',
    group: 'catalog',
    operation: 'listProducts',
    caller: 'public',
    response: z.array(productSchema),
  },
  {
    method: 'GET',
    path: '/api/products/{id}',
    group: 'catalog',
    operation: 'getProduct',
    caller: 'public',
    response: productSchema,
  },
  {
    method: 'GET',
    path: '/api/home-sections',
    group: 'catalog',
    operation: 'listHomeSections',
    caller: 'public',
    response: z.array(homeSectionSchema),
  },
  {
    method: 'GET',
    path: '/api/portfolio',
    group: 'catalog',
    operation: 'listPortfolio',
    caller: 'public',
    response: z.array(portfolioItemSchema),
  },
  {
    method: 'GET',
    path: '/api/ratings',
    group: 'catalog',
    operation: 'listRatings',
    caller: 'public',
    response: z.array(ratingSchema),
  },
  {
    method: 'GET',
    path: '/api/zones',
    group: 'catalog',
    operation: 'listZones',
    caller: 'public',
    response: z.array(zoneSchema),
  },
  {
    method: 'GET',
    path: '/api/search',
    group: 'catalog',
    operation: 'search',
    caller: 'public',
    query: searchQuerySchema,
    response: searchResultsSchema,
  },
] as const satisfies readonly RouteDef[];
