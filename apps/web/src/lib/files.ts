import { useEffect, useState } from 'react';

/**
 * What a file input of a form holds: a new upload, the URL the server already has, or nothing.
 */
export type FileValue = File | string | null;

export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The image uploads the dashboards take: PNG, JPEG, WebP or GIF, up to 5 MB. */
export const IMAGE_UPLOAD = {
  accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxSize: 5 * 1024 ** 2,
  noun: 'an image (PNG, JPEG, WebP or GIF, up to 5 MB)',
};

/** Why a dropped file was refused, naming what to choose instead (`noun`: "a PDF (up to 20 MB)"). */
export function fileRejectionMessage(rejections: readonly { errors: readonly { code: string }[] }[], noun: string): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The file is too large: choose ${noun}.`;
  return `Choose ${noun}.`;
}

/** An object URL for a picked file, revoked when the file changes or the component unmounts. */
export function useObjectUrl(file: File | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    // Without a file the hook answers null below; the last URL was revoked by the cleanup.
    if (!file) return;
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return file ? objectUrl : null;
}
