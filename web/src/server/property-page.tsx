/**
 * A delivery's property page ('Ejendomsside', issue 45, decision 0034): `/ejendom/{token}`
 * answered by the page renderer as a page of its own, not the app: the booking's photos and
 * videos in a clean page that needs no script, with the cover's social size as `og:image`
 * (an absolute address) and kept out of search engines (`noindex` in the page and its
 * header). A branded page ends with the business's name and a link to the site; an unbranded
 * one names nobody and links nowhere. A closed or unknown link answers in Danish.
 */
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import type { PropertyPage } from '@shared/api/property-page';
import { madeSizesSrcSet } from '@shared/domain/gallery/gallery-files';
import { escapeHtml } from '@shared/site/seo';
import { fillText } from '@shared/texts/fill';
import { propertyPageTexts as t } from '@shared/texts/property-page';
import { apiGet, ApiError } from '../lib/api';
import { propertyPageStyle } from './property-page-style';

export interface PropertyPageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The photos' width on the page: one column on a phone (the screen less the page's 1rem
 * gutters, so a phone at 1.75 device pixels per pixel takes the 720 px thumbnail), two from
 * 40rem, three from 64rem.
 */
const photoSizes = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, calc(100vw - 2rem)';
/** The photos of the first row load at once; the rest as they come near the screen. */
const eagerPhotos = 3;

function Photos({ page }: { page: PropertyPage }) {
  return (
    <ul className="photos" aria-labelledby="photos">
      {page.photos.map((photo, index) => {
        const srcSet = madeSizesSrcSet([photo.thumbnail, photo.social, photo.web]);
        const height =
          photo.width && photo.height
            ? Math.round((photo.social.width * photo.height) / photo.width)
            : undefined;
        return (
          <li key={photo.id}>
            <img
              src={(photo.thumbnail ?? photo.social).url}
              srcSet={srcSet}
              sizes={photoSizes}
              width={photo.social.width}
              height={height}
              alt={fillText(t.photoAlt, {
                title: page.title,
                n: String(index + 1),
                count: String(page.photos.length),
              })}
              loading={index < eagerPhotos ? 'eager' : 'lazy'}
              decoding="async"
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}

function Body({ page, siteUrl }: { page: PropertyPage; siteUrl: string }) {
  return (
    <>
      <main>
        <h1>{page.title}</h1>
        {page.photos.length > 0 ? (
          <section>
            <h2 id="photos">{t.photos}</h2>
            <Photos page={page} />
          </section>
        ) : (
          <p>{t.empty}</p>
        )}
        {page.videos.length > 0 ? (
          <section>
            <h2 id="videos">{t.videos}</h2>
            <ul className="videos" aria-labelledby="videos">
              {page.videos.map((video) => (
                <li key={video.id}>
                  <video controls preload="metadata" src={video.url} aria-label={video.file_name} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
      {page.business ? (
        <footer>
          <p>
            {t.byline} <a href={`${siteUrl}/`}>{page.business.name}</a>
          </p>
        </footer>
      ) : null}
    </>
  );
}

function Closed({ message }: { message: string }) {
  return (
    <main>
      <h1>{t.closedHeading}</h1>
      <p>{message}</p>
    </main>
  );
}

const render = (element: ReactElement) => renderToString(element as unknown as VNode);

function document(head: string[], body: string): string {
  return [
    '<!doctype html>',
    '<html lang="da">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    ...head,
    `<style>${propertyPageStyle}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-robots-tag': 'noindex',
  // The page's image and video links work an hour: a browser asks again, CloudFront keeps
  // it half a minute (a closed or renewed link shows within that).
  'cache-control': 'public, max-age=0, s-maxage=30, must-revalidate',
};

/** Renders the property page of `token`, as the page renderer answers `/ejendom/{token}`. */
export async function renderPropertyPage(
  token: string,
  siteUrl: string,
): Promise<PropertyPageAnswer> {
  let page: PropertyPage;
  try {
    page = await apiGet('/api/property/{token}', { params: { token } });
  } catch (error) {
    const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
    const message = known ? error.message : t.unavailable;
    return {
      status: known ? error.status : 503,
      headers: { ...headers, 'cache-control': 'no-store' },
      body: document(
        [`<title>${escapeHtml(t.closedHeading)}</title>`],
        render(<Closed message={message} />),
      ),
    };
  }
  const title = page.business ? `${page.title} | ${page.business.name}` : page.title;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  const cover = page.photos[0];
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('og:type', 'website'),
    meta('og:locale', 'da_DK'),
    meta('og:title', page.title),
    ...(page.cover_path ? [meta('og:image', `${siteUrl}${page.cover_path}`)] : []),
    ...(cover ? [meta('og:image:width', String(cover.social.width))] : []),
    ...(cover?.width && cover.height
      ? [
          meta(
            'og:image:height',
            String(Math.round((cover.social.width * cover.height) / cover.width)),
          ),
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  return {
    status: 200,
    headers,
    body: document(head, render(<Body page={page} siteUrl={siteUrl} />)),
  };
}
