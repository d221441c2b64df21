import { CHAT_IMAGE_BOX } from '@console/domain/chat-rules';

/** Spec: an image message is scaled to fit 200x200 keeping its ratio (never enlarged). */
export function fitImage(
  width: number,
  height: number,
  box: number = CHAT_IMAGE_BOX,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: box, height: box };
  const scale = Math.min(1, box / width, box / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The natural size of an image file, read in the browser before it is sent. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}
