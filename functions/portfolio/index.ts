/** Lambda for portfolio reactions: likes and dislikes by signed-in users. */
import { groupHandler } from '../lib/http';
import { portfolioRoutes } from '@shared/api/routes/portfolio';
import { toggleReaction } from '@functions/capabilities/portfolio/toggle-reaction';

export const handler = groupHandler(portfolioRoutes, { toggleReaction });
