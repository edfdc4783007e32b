/**
 * `PUT /api/portfolio/{id}/reaction` through the twin's gateway: the toggle rules of product §4
 * (the same reaction again removes it, the other replaces it), counters and the caller's own
 * reaction in the answer and in `GET /api/portfolio`, visitors refused, unknown items 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@shared/api/entities';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { uniqueId } from '@tests/support/table-data';
import { useTestGateway } from './gateway';
import { createTestUser, type TestUser } from './users';

const api = useTestGateway();
let user: TestUser;
let otherUser: TestUser;

beforeAll(async () => {
  [user, otherUser] = await Promise.all([createTestUser(), createTestUser()]);
});

function react(itemId: string, reaction: string, token?: string) {
  return fetch(`${api.url}/api/portfolio/${encodeURIComponent(itemId)}/reaction`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ reaction }),
  });
}

async function reactOk(itemId: string, reaction: 'like' | 'dislike', who: TestUser) {
  const response = await react(itemId, reaction, who.accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as PortfolioItem;
}

const newItem = () =>
  createPortfolioItem({ title: uniqueId('Reaktion'), image_url: '/media/demo/sunset.webp' });

describe('portfolio reaction route', () => {
  it('likes, removes the like on a second click, and switches to dislike', async () => {
    const item = await newItem();
    expect(await reactOk(item.id, 'like', user)).toMatchObject({
      id: item.id,
      likes: 1,
      dislikes: 0,
      user_reaction: 'like',
    });
    expect(await reactOk(item.id, 'like', user)).toMatchObject({
      likes: 0,
      dislikes: 0,
      user_reaction: 'none',
    });
    await reactOk(item.id, 'like', user);
    expect(await reactOk(item.id, 'dislike', user)).toMatchObject({
      likes: 0,
      dislikes: 1,
      user_reaction: 'dislike',
    });
  });

  it('counts each user once and shows each caller only their own reaction', async () => {
    const item = await newItem();
    await reactOk(item.id, 'like', user);
    expect(await reactOk(item.id, 'like', otherUser)).toMatchObject({
      likes: 2,
      user_reaction: 'like',
    });
    expect(await reactOk(item.id, 'dislike', otherUser)).toMatchObject({
      likes: 1,
      dislikes: 1,
      user_reaction: 'dislike',
    });

    const listed = async (token?: string) => {
      const response = await fetch(`${api.url}/api/portfolio`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const items = (await response.json()) as PortfolioItem[];
      return items.find((i) => i.id === item.id);
    };
    expect(await listed(user.accessToken)).toMatchObject({ likes: 1, user_reaction: 'like' });
    expect(await listed(otherUser.accessToken)).toMatchObject({ user_reaction: 'dislike' });
    expect(await listed()).toMatchObject({ likes: 1, dislikes: 1, user_reaction: 'none' });
  });

  it('refuses visitors with 401 and changes nothing', async () => {
    const item = await newItem();
    const response = await react(item.id, 'like');
    expect(response.status).toBe(401);
    const after = await reactOk(item.id, 'dislike', user);
    expect(after).toMatchObject({ likes: 0, dislikes: 1 });
  });

  it('answers 404 for an unknown item and 400 for an unknown reaction', async () => {
    const unknown = await react(uniqueId('ukendt'), 'like', user.accessToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Billedet blev ikke fundet' });

    const item = await newItem();
    const invalid = await react(item.id, 'love', user.accessToken);
    expect(invalid.status).toBe(400);
  });
});
