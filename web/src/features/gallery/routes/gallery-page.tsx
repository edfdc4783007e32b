/**
 * `/gallery?booking=&expires=&sig=`: a booking's gallery for its customer (product §2
 * 'Galleri', decision 0034), from the delivery mail's signed link without signing in, or
 * `/gallery?booking=` from the profile for the signed-in customer. The photos in a grid with
 * a viewer and the three sizes to download, the videos to play and download. While the
 * booking's downloads wait for its payment (decision 0041): watermarked previews and 'Betal nu'.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { galleryPaymentParam } from '@shared/site/gallery-payment-post';
import { pagePath, pages } from '@shared/site/pages';
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { PageHero } from '@web/components/page-hero';
import { ApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth/auth-context';
import { loginPathFor } from '@web/lib/auth/redirect';
import { galleryQueryOptions, isSignedLink, type GalleryDoor } from '../api/gallery';
import { DeliveryClosed, OpenUntil } from '../components/delivery-lifetime';
import { DownloadAll, DownloadAllLink } from '../components/download-all';
import { PaymentDue } from '../components/payment-due';
import { PhotoGrid } from '../components/photo-grid';
import { PhotoViewer } from '../components/photo-viewer';
import { VideoList } from '../components/video-list';
import '../gallery.css';

function Problem({ text }: { text: string }) {
  return (
    <div role="alert" className="gallery-problem">
      <p>{text}</p>
      <Link to={pagePath('login')} className="btn btn--primary">
        {t.signIn}
      </Link>
    </div>
  );
}

interface BodyProps {
  door: GalleryDoor;
  /** Back from the checkout (`paid=true`). */
  returning: boolean;
  /** What became of 'Betal nu' posted as a plain form (`payment=`). */
  posted: string | null;
}

function GalleryBody({ door, returning, posted }: BodyProps) {
  const gallery = useQuery(galleryQueryOptions(door, returning));
  const [open, setOpen] = useState<number | null>(null);
  if (gallery.isError) {
    const status = gallery.error instanceof ApiError ? gallery.error.status : 0;
    if (status === 404 || status === 403) return <Problem text={t.invalidLink} />;
    if (gallery.error instanceof ApiError && gallery.error.code === 'delivery_closed')
      return <DeliveryClosed message={gallery.error.message} />;
    if (status === 410) return <Problem text={t.expiredLink} />;
    return (
      <div role="alert" className="gallery-problem">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn--primary" onClick={() => void gallery.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (gallery.isPending)
    return (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" /> {t.loading}
      </p>
    );
  const photos = gallery.data.files.filter((file) => file.kind === 'photo');
  const videos = gallery.data.files.filter((file) => file.kind === 'video');
  if (photos.length + videos.length === 0 && !gallery.data.payment_due) return <p>{t.empty}</p>;
  return (
    <>
      <div className="gallery-top">
        <OpenUntil until={gallery.data.open_until} />
        {gallery.data.payment_due ? null : <DownloadAllLink />}
      </div>
      {gallery.data.payment_due ? (
        <PaymentDue
          door={door}
          due={gallery.data.payment_due}
          returning={returning}
          posted={posted}
        />
      ) : null}
      {photos.length > 0 ? (
        <section aria-labelledby="gallery-photos">
          <h2 id="gallery-photos">{t.photosLabel}</h2>
          <PhotoGrid photos={photos} onOpen={setOpen} />
        </section>
      ) : null}
      {videos.length > 0 ? (
        <section aria-labelledby="gallery-videos">
          <h2 id="gallery-videos">{t.videosLabel}</h2>
          <VideoList videos={videos} />
        </section>
      ) : null}
      {gallery.data.payment_due ? null : <DownloadAll door={door} />}
      <p className="gallery-note">{t.linksRenewed}</p>
      {open !== null ? (
        <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

export function GalleryPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { status } = useAuth();
  const door: GalleryDoor = {
    bookingId: params.get('booking') ?? '',
    expires: params.get('expires') ?? '',
    sig: params.get('sig') ?? '',
  };
  let body;
  if (!door.bookingId) body = <Problem text={t.invalidLink} />;
  else if (isSignedLink(door) || status === 'signed-in')
    body = (
      <GalleryBody
        door={door}
        returning={params.get('paid') === 'true'}
        posted={params.get(galleryPaymentParam)}
      />
    );
  else if (status === 'signed-out')
    return <Navigate to={loginPathFor(pathname + search)} replace />;
  else
    body = (
      <p role="status" className="placeholder-note">
        <span className="spinner spinner--small" aria-hidden="true" /> {t.loading}
      </p>
    );
  return (
    <>
      <PageHero title={pages.gallery.title} intro={t.intro} />
      <div className="container gallery-page">{body}</div>
    </>
  );
}
