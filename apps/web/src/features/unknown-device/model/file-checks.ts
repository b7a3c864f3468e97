import { MAX_IMAGE_BYTES, MAX_IMAGES, UPLOAD_MESSAGES } from '@recircuit/contract';

/** What the checks need of a chosen file (a File, or a plain object in tests). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const IMAGE_EXTENSION = /\.(?:jpe?g|png|webp|gif|avif|heic|heif)$/i;

/**
 * Whether the browser says the file is an image. Some systems leave the type empty; then
 * the name decides. Either way the server reads the real type from the bytes.
 */
export function looksLikeImage(file: FileLike): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

/** The message for one file, or null when it may be sent. */
export function fileProblem(file: FileLike): string | null {
  if (!looksLikeImage(file)) return UPLOAD_MESSAGES.onlyImages;
  if (file.size >= MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export interface FileSelection<T extends FileLike> {
  /** The files to upload, in the order they were chosen. */
  accepted: T[];
  /** Each distinct message to show, in the order first met. */
  problems: string[];
}

/**
 * Sorts a newly chosen batch (docs/web-app.md, "Validation rules and their words"): only
 * images, each under 5MB, and no more than five pictures in all counting those already on
 * the page. Files beyond the fifth are refused with 'Maximum 5 images allowed'; the others
 * are still checked one by one.
 */
export function selectFiles<T extends FileLike>(
  files: readonly T[],
  alreadyChosen: number,
  max = MAX_IMAGES,
): FileSelection<T> {
  const accepted: T[] = [];
  const problems = new Set<string>();
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) {
      problems.add(problem);
      continue;
    }
    if (alreadyChosen + accepted.length >= max) {
      problems.add(UPLOAD_MESSAGES.tooManyImages);
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}

/** The Next button's check, in the order a person meets them. */
export type NextProblem = 'description' | 'login' | 'images' | 'uploading' | null;

export function nextProblem(input: {
  description: string;
  signedIn: boolean;
  uploadedCount: number;
  uploadingCount: number;
}): NextProblem {
  if (!input.description.trim()) return 'description';
  // Uploading needs a signed-in person, so signed out there can be no pictures yet: ask to sign in first.
  if (!input.signedIn) return 'login';
  if (input.uploadingCount > 0) return 'uploading';
  if (input.uploadedCount === 0) return 'images';
  return null;
}
