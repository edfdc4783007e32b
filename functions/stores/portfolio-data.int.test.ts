import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@functions/data/errors';
import {
  createPortfolioItem,
  deletePortfolioItem,
  getPortfolioItem,
  listPortfolio,
  reactionsOfUser,
  updatePortfolioItem,
} from './portfolio';
import { setReaction, toggleReaction } from './portfolio-reactions';
import { pause, uniqueId } from '@tests/support/table-data';

const newItem = () =>
  createPortfolioItem({ title: uniqueId('Skagen'), image_url: 'https://img.example/a.webp' });

describe('portfolio items', () => {
  it('creates, lists newest first, updates and deletes', async () => {
    const first = await newItem();
    await pause(3);
    const second = await newItem();
    expect(first).toMatchObject({ likes: 0, dislikes: 0, user_reaction: 'none' });

    const ids = (await listPortfolio()).map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const updated = await updatePortfolioItem(first.id, {
      title: 'Ny titel',
      image_url: 'youtube:dQw4w9WgXcQ',
    });
    expect(updated).toMatchObject({ title: 'Ny titel', image_url: 'youtube:dQw4w9WgXcQ' });
    expect(updated).not.toHaveProperty('gsi1sk');

    const user = uniqueId('user');
    await toggleReaction(first.id, user, 'like');
    await deletePortfolioItem(first.id);
    expect(await getPortfolioItem(first.id)).toBeUndefined();
    expect((await reactionsOfUser(user)).size).toBe(0);
    await expect(deletePortfolioItem(first.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('reactions', () => {
  it('toggles: the same reaction again removes it, another replaces it', async () => {
    const item = await newItem();
    const user = uniqueId('user');

    expect(await toggleReaction(item.id, user, 'like')).toMatchObject({
      likes: 1,
      dislikes: 0,
      user_reaction: 'like',
    });
    expect(await toggleReaction(item.id, user, 'like')).toMatchObject({
      likes: 0,
      dislikes: 0,
      user_reaction: 'none',
    });
    await toggleReaction(item.id, user, 'like');
    expect(await toggleReaction(item.id, user, 'dislike')).toMatchObject({
      likes: 0,
      dislikes: 1,
      user_reaction: 'dislike',
    });
    expect(await setReaction(item.id, user, null)).toMatchObject({ likes: 0, dislikes: 0 });
  });

  it('lists the reaction of the given user only', async () => {
    const item = await newItem();
    const [alice, bob] = [uniqueId('alice'), uniqueId('bob')];
    await setReaction(item.id, alice, 'dislike');
    const forAlice = (await listPortfolio(alice)).find((i) => i.id === item.id);
    const forBob = (await listPortfolio(bob)).find((i) => i.id === item.id);
    const anonymous = (await listPortfolio()).find((i) => i.id === item.id);
    expect(forAlice).toMatchObject({ user_reaction: 'dislike', dislikes: 1 });
    expect(forBob?.user_reaction).toBe('none');
    expect(anonymous?.user_reaction).toBe('none');
  });

  it('keeps counters consistent under concurrent reactions', async () => {
    const item = await newItem();
    const users = Array.from({ length: 10 }, () => uniqueId('user'));
    await Promise.all(users.map((u) => toggleReaction(item.id, u, 'like')));
    expect(await getPortfolioItem(item.id)).toMatchObject({ likes: 10, dislikes: 0 });

    // One user clicking twice at once ends with a consistent state, whatever the order.
    const [u0] = users as [string];
    await Promise.all([
      toggleReaction(item.id, u0, 'dislike'),
      toggleReaction(item.id, u0, 'dislike'),
    ]);
    const after = await getPortfolioItem(item.id, u0);
    const expectedDislikes = after?.user_reaction === 'dislike' ? 1 : 0;
    expect(after?.user_reaction).not.toBe('like');
    expect(after).toMatchObject({ likes: 9, dislikes: expectedDislikes });
  });

  it('a reaction to an unknown item throws NotFoundError and writes nothing', async () => {
    const user = uniqueId('user');
    await expect(toggleReaction(uniqueId('missing'), user, 'like')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await reactionsOfUser(user)).size).toBe(0);
  });
});
