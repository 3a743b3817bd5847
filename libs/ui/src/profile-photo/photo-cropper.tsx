import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type Cropper from 'cropperjs';
import { Cropper as ReactCropper, type ReactCropperElement } from 'react-cropper';
import type { CropArea } from './profile-photo.crop';
import { PROFILE_PHOTO } from './profile-photo.rules';
import { loadStylesheet } from '../stylesheet';

/** cropperjs's stylesheet: the lazy import of this module waits for it, so the cropper never lays itself out unstyled. */
const CROPPER_CSS_URL = new URL('cropperjs/dist/cropper.css', import.meta.url).href;

export const stylesReady = loadStylesheet(CROPPER_CSS_URL, 'cropperjs');

export interface PhotoCropperHandle {
  /** The crop in the source image's pixels, or null until the image has loaded. */
  getCropArea(): CropArea | null;
}

export interface PhotoCropperProps {
  src: string;
  /** 1 to 3: a multiple of the size the image first fits the box at. */
  zoom: number;
  /** 0 to 360 degrees. */
  rotation: number;
  /** Zoom changed in the cropper itself (wheel, pinch). */
  onZoomChange: (zoom: number) => void;
  /** The image is loaded and the crop box placed: from now on there is a crop to save. */
  onReady?: () => void;
  height?: number;
}

/** Zoom events within this of a limit count as at the limit (float ratios). */
const EPSILON = 1e-6;

/** The cropper (react-cropper on cropperjs 1): square crop box, image dragged and zoomed beneath it. */
const PhotoCropper = forwardRef<PhotoCropperHandle, PhotoCropperProps>(function PhotoCropper(
  { src, zoom, rotation, onZoomChange, onReady, height = 320 },
  ref,
) {
  const cropperRef = useRef<ReactCropperElement>(null);
  // The ratio at which the image first fits: zoom 1. Known once cropperjs is ready.
  const baseRatio = useRef<number | null>(null);
  const wheeling = useRef<ReturnType<typeof setTimeout> | null>(null);
  // cropperjs keeps the callbacks it was created with; these refs let them see current props.
  const latest = useRef({ zoom, rotation, onZoomChange, onReady });
  useEffect(() => {
    latest.current = { zoom, rotation, onZoomChange, onReady };
  });

  const cropper = (): Cropper | undefined => cropperRef.current?.cropper;

  useImperativeHandle(ref, () => ({
    getCropArea: () => {
      const instance = cropper();
      if (!instance || baseRatio.current === null) return null;
      const { x, y, width, height: h, rotate = 0 } = instance.getData();
      return width > 0 && h > 0 ? { x, y, width, height: h, rotate } : null;
    },
  }));

  // Slider -> cropper. Skipped during a wheel gesture: the cropper zooms about the pointer then, and
  // zooming again to the same value about the centre would make the picture jump.
  useEffect(() => {
    const instance = cropper();
    if (!instance || baseRatio.current === null || wheeling.current) return;
    instance.zoomTo(baseRatio.current * zoom);
  }, [zoom]);

  useEffect(() => {
    const instance = cropper();
    if (instance && baseRatio.current !== null) instance.rotateTo(rotation);
  }, [rotation]);

  useEffect(() => () => clearTimeout(wheeling.current ?? undefined), []);

  return (
    <div
      data-testid="photo-cropper"
      onWheel={() => {
        clearTimeout(wheeling.current ?? undefined);
        wheeling.current = setTimeout(() => (wheeling.current = null), PROFILE_PHOTO.wheelZoomEndMs);
      }}
    >
      <ReactCropper
        ref={cropperRef}
        src={src}
        style={{ height, width: '100%' }}
        aspectRatio={1}
        viewMode={1}
        dragMode="move"
        autoCropArea={0.9}
        background={false}
        guides={false}
        toggleDragModeOnDblclick={false}
        checkOrientation={false}
        wheelZoomRatio={PROFILE_PHOTO.zoom.step}
        alt="Photo to crop"
        ready={() => {
          const instance = cropper();
          if (!instance) return;
          const canvas = instance.getCanvasData();
          baseRatio.current = canvas.width / canvas.naturalWidth;
          const { zoom: startZoom, rotation: startRotation } = latest.current;
          if (startRotation) instance.rotateTo(startRotation);
          if (startZoom !== PROFILE_PHOTO.zoom.initial) instance.zoomTo(baseRatio.current * startZoom);
          latest.current.onReady?.();
        }}
        zoom={(event) => {
          const base = baseRatio.current;
          const instance = cropper();
          if (base === null || !instance) return;
          const next = event.detail.ratio / base;
          const { min, max } = PROFILE_PHOTO.zoom;
          if (next > max + EPSILON || next < min - EPSILON) {
            // Past a limit: stop at the limit instead.
            event.preventDefault();
            const limit = next > max ? max : min;
            if (Math.abs(event.detail.oldRatio / base - limit) > EPSILON) instance.zoomTo(base * limit);
            return;
          }
          // The slider's own zoomTo echoes back here; only a real change goes up (no float ping-pong).
          if (Math.abs(next - latest.current.zoom) > EPSILON) latest.current.onZoomChange(next);
        }}
      />
    </div>
  );
});

export default PhotoCropper;
