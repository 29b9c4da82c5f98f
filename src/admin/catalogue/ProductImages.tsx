// The product form's images: each with its place, Move up / Move down buttons (keyboard and screen
// reader friendly, no drag needed) and Remove (after the shared confirm dialog), and an upload
// field. Saved at once, each change naming the version the staff member saw; the first image is
// the product's main image in the store. The server checks the file's content and limits; the
// size check here only spares a long upload that would be refused.
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminProductDetail } from '@contracts/adminCatalogue';
import { IMAGE_TOO_LARGE, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_MB, PRODUCT_IMAGES_MAX } from '@contracts/productImages';
import { readFailure } from '@/shared/api/failure';
import { mediaUrl } from '@/shared/lib/media';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useArrangeImagesMutation, useUploadImageMutation } from './api';
import '../layout/confirmDialog.css';
import './ProductImages.css';

interface Props {
  product: AdminProductDetail;
  canEdit: boolean;
}

type Message = { text: string; error: boolean } | null;

export function ProductImages({ product, canEdit }: Props) {
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [arrange, { isLoading: arranging }] = useArrangeImagesMutation();
  const [message, setMessage] = useState<Message>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const images = product.images;
  // Where focus goes once the moved image is drawn in its new place.
  const pendingFocus = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    const item = listRef.current?.querySelectorAll<HTMLLIElement>('.pimg__item')[wanted.index];
    // Its button again, or the other one when it reached the end of the list.
    (item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [images]);
  const busy = uploading || arranging;
  const full = images.length >= PRODUCT_IMAGES_MAX;

  const save = async (next: string[], failure: string): Promise<boolean> => {
    setMessage(null);
    try {
      const res = await arrange({ id: product.id, images: next, version: product.version }).unwrap();
      setMessage({ text: res.message, error: false });
      return true;
    } catch (err) {
      const reading = readFailure(err, failure);
      setMessage({ text: reading.fields.images ?? reading.message, error: true });
      return false;
    }
  };

  const move = async (from: number, to: number, direction: 'up' | 'down') => {
    // Not disabled while saving (a disabled button drops the keyboard focus): a second press waits instead.
    if (busy) return;
    const next = [...images];
    const [img] = next.splice(from, 1);
    next.splice(to, 0, img);
    pendingFocus.current = { index: to, direction };
    if (!(await save(next, 'The images could not be reordered. Try again.'))) pendingFocus.current = null;
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    try {
      if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
        setMessage({ text: IMAGE_TOO_LARGE, error: true });
        return;
      }
      const res = await upload({ id: product.id, file, version: product.version }).unwrap();
      setMessage({ text: res.message, error: false });
    } catch (err) {
      const reading = readFailure(err, 'The image could not be uploaded. Try again.');
      setMessage({ text: reading.fields.image ?? reading.fields.version ?? reading.message, error: true });
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="pimg">
      <ol className="pimg__list" ref={listRef} aria-label={`Images of ${product.product_name}`}>
        {images.map((img, i) => (
          <li key={img} className="pimg__item">
            <img src={mediaUrl(img)} alt={`Image ${i + 1}`} width={120} height={120} className="pimg__thumb" />
            <span className="pimg__place">{i === 0 ? <strong className="a-badge">Main image</strong> : `Image ${i + 1}`}</span>
            {canEdit && (
              <span className="pimg__actions">
                <button type="button" className="a-btn a-btn--ghost a-btn--small" data-move="up" disabled={i === 0} onClick={() => void move(i, i - 1, 'up')} aria-label={i === 1 ? `Make image ${i + 1} the main image` : `Move image ${i + 1} up`}>
                  ↑ <span className="pimg__word">Up</span>
                </button>
                <button type="button" className="a-btn a-btn--ghost a-btn--small" data-move="down" disabled={i === images.length - 1} onClick={() => void move(i, i + 1, 'down')} aria-label={`Move image ${i + 1} down`}>
                  ↓ <span className="pimg__word">Down</span>
                </button>
                <button type="button" className="a-btn a-btn--danger a-btn--small" disabled={images.length < 2 || busy} onClick={() => setRemoving(i)} aria-label={`Remove image ${i + 1}`}>
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {canEdit && (
        <div className="pimg__upload">
          <label htmlFor={inputId} className="pimg__label">
            Add an image
          </label>
          <input
            id={inputId}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy || full}
            onChange={(e) => void onFile(e.target.files?.[0])}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="pf-field__hint">
            {full
              ? `This product has the most images it can have (${PRODUCT_IMAGES_MAX}); remove one to add another.`
              : `JPEG, PNG or WebP, up to ${PRODUCT_IMAGE_MAX_MB} MB and 40 megapixels; at most ${PRODUCT_IMAGES_MAX} images. It is added last: move it up to make it the main image.`}
          </p>
          {uploading && (
            <p className="pf-field__hint" role="status">
              Uploading and making the sizes…
            </p>
          )}
        </div>
      )}
      {message && (
        <p className={message.error ? 'a-alert pimg__message' : 'a-note pimg__message'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {removing !== null && images[removing] && (
        <ConfirmDialog
          title={`Remove image ${removing + 1}?`}
          confirmLabel="Remove image"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const next = images.filter((_, i) => i !== removing);
            setRemoving(null);
            void save(next, 'The image could not be removed. Try again.');
          }}
        >
          <p>
            It is taken off the product in the store at once{removing === 0 ? ', and image 2 becomes the main image' : ''}. An uploaded photograph is deleted and
            cannot be brought back.
          </p>
          <img src={mediaUrl(images[removing])} alt="" width={120} height={120} className="pimg__thumb" />
        </ConfirmDialog>
      )}
    </div>
  );
}
