/** Lambda for site content (texts, images, colours): read by everyone, edited by admins. */
import { listContent } from '@functions/capabilities/content/site-content';
import { groupHandler } from '../lib/http';
import {
  addContent,
  deleteContent,
  updateContent,
} from '@functions/capabilities/content/content-operations';

export const handler = groupHandler('content', {
  listContent: () => listContent(),
  addContent,
  updateContent,
  deleteContent,
});
