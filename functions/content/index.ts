/** Lambda for site content (texts, images, colours). */
import { listContent } from '../data/site-content';
import { groupHandler } from '../lib/http';

export const handler = groupHandler('content', {
  listContent: () => listContent(),
});
