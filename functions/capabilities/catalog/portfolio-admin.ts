/** Portfolio (product §2 'Portfolio', 5): add, edit and delete pictures and videos. */
import type { PortfolioItem } from '@shared/api/entities';
import { portfolioAdminTexts as t } from '@shared/texts/admin-catalog';
import * as portfolio from '@functions/stores/portfolio';
import { notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { lastingMedia, removeMedia } from '@functions/capabilities/uploads/media-files';

const folder = 'portfolio';

const existing = <T>(write: () => Promise<T>): Promise<T> => orNotFound(t.itemNotFound, write);

export const portfolioOperations = {
  async createPortfolioItem({ body }: InputOf<'createPortfolioItem'>): Promise<PortfolioItem> {
    return portfolio.createPortfolioItem({
      title: body.title,
      image_url: await lastingMedia(body.image_url, folder),
    });
  },

  async updatePortfolioItem({
    params,
    body,
  }: InputOf<'updatePortfolioItem'>): Promise<PortfolioItem> {
    const current = await portfolio.getPortfolioItem(params.id);
    if (!current) throw notFound(t.itemNotFound);
    const image = body.image_url && (await lastingMedia(body.image_url, folder));
    const updated = await existing(() =>
      portfolio.updatePortfolioItem(params.id, { ...body, ...(image ? { image_url: image } : {}) }),
    );
    if (image && image !== current.image_url) await removeMedia([current.image_url], folder);
    return updated;
  },

  async deletePortfolioItem({ params }: InputOf<'deletePortfolioItem'>): Promise<PortfolioItem> {
    const deleted = await existing(() => portfolio.deletePortfolioItem(params.id));
    await removeMedia([deleted.image_url], folder);
    return deleted;
  },
};
