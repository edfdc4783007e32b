/** Lambda for site content (texts, images, colours): read by everyone, edited by admins. */
import { listContent } from '@functions/stores/site-content';
import { groupHandler } from '../lib/http';
import { contentRoutes } from '@shared/api/routes/content';
import {
  addContent,
  deleteContent,
  updateContent,
} from '@functions/capabilities/content/content-operations';

export const handler = groupHandler(contentRoutes, {
  listContent: () => listContent(),
  addContent,
  updateContent,
  deleteContent,
});
