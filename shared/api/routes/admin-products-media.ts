/** Admin: uploads, products, portfolio and external images (every route for admins only). */
import * as z from 'zod/mini';
import {
  adminStartedUploadSchema,
  adminUploadBodySchema,
  checkedUploadSchema,
  externalImageCreateBodySchema,
  portfolioCreateBodySchema,
  portfolioPatchBodySchema,
  productCreateBodySchema,
  productPatchBodySchema,
  uploadCheckBodySchema,
} from '../catalog-media-admin';
import { externalImageSchema, portfolioItemSchema, productSchema } from '../entities';
import type { RouteDef } from '../route-def';

const media = ['table:write', 'media:write'] as const;

export const productMediaRoutes = [
  // The one uploader
  {
    method: 'POST',
    path: '/api/admin/uploads',
    group: 'catalog-admin',
    operation: 'startAdminUpload',
    caller: 'admin',
    needs: ['media:write'],
    body: adminUploadBodySchema,
    response: adminStartedUploadSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/uploads/check',
    group: 'catalog-admin',
    operation: 'checkAdminUpload',
    caller: 'admin',
    needs: ['media:write'],
    body: uploadCheckBodySchema,
    response: checkedUploadSchema,
  },
  // Products
  {
    method: 'POST',
    path: '/api/admin/products',
    group: 'catalog-admin',
    operation: 'createProduct',
    caller: 'admin',
    needs: media,
    body: productCreateBodySchema,
    response: productSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/products/{id}',
    group: 'catalog-admin',
    operation: 'updateProduct',
    caller: 'admin',
    needs: media,
    body: productPatchBodySchema,
    response: productSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/products/{id}',
    group: 'catalog-admin',
    operation: 'deleteProduct',
    caller: 'admin',
    needs: media,
    response: productSchema,
  },
  // Portfolio
  {
    method: 'POST',
    path: '/api/admin/portfolio',
    group: 'catalog-admin',
    operation: 'createPortfolioItem',
    caller: 'admin',
    needs: media,
    body: portfolioCreateBodySchema,
    response: portfolioItemSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/portfolio/{id}',
    group: 'catalog-admin',
    operation: 'updatePortfolioItem',
    caller: 'admin',
    needs: media,
    body: portfolioPatchBodySchema,
    response: portfolioItemSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/portfolio/{id}',
    group: 'catalog-admin',
    operation: 'deletePortfolioItem',
    caller: 'admin',
    needs: media,
    response: portfolioItemSchema,
  },
  // External images
  {
    method: 'GET',
    path: '/api/admin/external-images',
    group: 'catalog-admin',
    operation: 'listExternalImages',
    caller: 'admin',
    response: z.array(externalImageSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/external-images',
    group: 'catalog-admin',
    operation: 'createExternalImage',
    caller: 'admin',
    needs: media,
    body: externalImageCreateBodySchema,
    response: externalImageSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/external-images/{id}',
    group: 'catalog-admin',
    operation: 'deleteExternalImage',
    caller: 'admin',
    needs: media,
    response: externalImageSchema,
  },
] as const satisfies readonly RouteDef[];
