/**
 * Home sections (product §2 'Home sections', 5): add, edit, delete, and move up or down, which
 * swaps the order with the neighbour in one transaction. An uploaded image is claimed when
 * the section is saved.
 */
import type { HomeSection } from '@shared/api/entities';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import * as sections from '@functions/stores/home-sections';
import { badRequest, notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { claimUpload } from '@functions/capabilities/uploads/uploads';

const existing = <T>(write: () => Promise<T>): Promise<T> => orNotFound(t.sectionNotFound, write);

const lastingImage = (url: string) => claimUpload(url, 'home-sections', 'image');

export const homeSectionOperations = {
  listAdminHomeSections: (): Promise<HomeSection[]> => sections.listHomeSections(false),

  async createHomeSection({ body }: InputOf<'createHomeSection'>): Promise<HomeSection> {
    return sections.createHomeSection({ ...body, image_url: await lastingImage(body.image_url) });
  },

  async updateHomeSection({ params, body }: InputOf<'updateHomeSection'>): Promise<HomeSection> {
    if (!(await sections.getHomeSection(params.id))) throw notFound(t.sectionNotFound);
    const image =
      body.image_url === undefined ? {} : { image_url: await lastingImage(body.image_url) };
    return existing(() => sections.updateHomeSection(params.id, { ...body, ...image }));
  },

  /** Swaps the section with its neighbour; the first cannot move up, the last not down. */
  async moveHomeSection({ params, body }: InputOf<'moveHomeSection'>): Promise<HomeSection[]> {
    const all = await sections.listHomeSections(false);
    const at = all.findIndex((section) => section.id === params.id);
    if (at < 0) throw notFound(t.sectionNotFound);
    const neighbour = all[body.direction === 'up' ? at - 1 : at + 1];
    if (!neighbour) throw badRequest(body.direction === 'up' ? t.alreadyFirst : t.alreadyLast);
    const section = all[at]!;
    if (neighbour.order_index !== section.order_index) {
      await existing(() => sections.swapHomeSectionOrder(section.id, neighbour.id));
    } else {
      // Two sections added at the same moment share an index: number them all afresh.
      const reordered = [...all];
      reordered[at] = neighbour;
      reordered[all.indexOf(neighbour)] = section;
      await sections.renumberHomeSections(reordered);
    }
    return sections.listHomeSections(false);
  },

  deleteHomeSection: ({ params }: InputOf<'deleteHomeSection'>): Promise<HomeSection> =>
    existing(() => sections.deleteHomeSection(params.id)),
};
