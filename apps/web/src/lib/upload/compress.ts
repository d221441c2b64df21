/** Spec: images over 1 MB (file list) or 1.2 MB (picture card) are compressed in the browser before upload. */
export const LIST_COMPRESS_BYTES = 1024 * 1024;
export const CARD_COMPRESS_BYTES = 1.2 * 1024 * 1024;

const COMPRESSIBLE = /^image\/(png|jpe?g|webp|bmp)$/i;

export function needsCompression(file: Blob, thresholdBytes: number): boolean {
  return COMPRESSIBLE.test(file.type) && file.size > thresholdBytes;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image decode failed'));
    };
    img.src = url;
  });
}

/**
 * Re-encodes an image over the threshold as JPEG, scaling down until it fits (at most 6 passes). Anything that
 * cannot be decoded or does not get smaller is returned unchanged; gifs are never touched (animation).
 */
export async function compressImage(file: Blob, thresholdBytes: number): Promise<Blob> {
  if (!needsCompression(file, thresholdBytes)) return file;
  try {
    const img = await loadImage(file);
    let width = img.naturalWidth;
    let height = img.naturalHeight;
    const maxSide = 2560;
    const scale = Math.min(1, maxSide / Math.max(width, height));
    width = Math.round(width * scale);
    height = Math.round(height * scale);
    let quality = 0.85;
    let best: Blob = file;
    for (let pass = 0; pass < 6; pass += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return file;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(img, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', quality));
      if (!blob) return best;
      if (blob.size < best.size) best = blob;
      if (blob.size <= thresholdBytes) break;
      quality = Math.max(0.5, quality - 0.1);
      width = Math.round(width * 0.8);
      height = Math.round(height * 0.8);
    }
    return best;
  } catch {
    return file;
  }
}

/** The name an upload keeps after compression turned it into JPEG. */
export function compressedName(name: string, before: Blob, after: Blob): string {
  if (before === after || after.type !== 'image/jpeg') return name;
  return name.replace(/\.(png|webp|bmp)$/i, '.jpg');
}
