import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@recircuit/contract';
import { fileProblem, looksLikeImage, nextProblem, selectFiles } from './file-checks';

const image = (name = 'photo.jpg', size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('client checks of chosen files', () => {
  it('accepts images by the browser type, or by the name when the type is empty', () => {
    expect(looksLikeImage(image('a.png', 1, 'image/png'))).toBe(true);
    expect(looksLikeImage(image('IMG_1.HEIC', 1, ''))).toBe(true);
    expect(looksLikeImage(image('notes.txt', 1, 'text/plain'))).toBe(false);
    expect(looksLikeImage(image('page.html', 1, ''))).toBe(false);
    // The browser's type wins over the name; the server reads the bytes anyway.
    expect(looksLikeImage(image('photo.jpg', 1, 'application/pdf'))).toBe(false);
  });

  it('names the problem of one file', () => {
    expect(fileProblem(image('notes.txt', 10, 'text/plain'))).toBe(UPLOAD_MESSAGES.onlyImages);
    expect(fileProblem(image('big.jpg', MAX_IMAGE_BYTES))).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(fileProblem(image('big.jpg', MAX_IMAGE_BYTES + 1))).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(fileProblem(image('ok.jpg', MAX_IMAGE_BYTES - 1))).toBeNull();
  });

  it('keeps at most five pictures in all and says so once', () => {
    const files = Array.from({ length: 4 }, (_, index) => image(`p${index}.jpg`));
    const picked = selectFiles(files, 3);
    expect(picked.accepted.map((file) => file.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(picked.problems).toEqual([UPLOAD_MESSAGES.tooManyImages]);
    expect(selectFiles([image()], 5)).toEqual({ accepted: [], problems: [UPLOAD_MESSAGES.tooManyImages] });
    expect(selectFiles([image()], 0)).toEqual({ accepted: [image()], problems: [] });
  });

  it('refuses bad files without letting them take a place', () => {
    const picked = selectFiles(
      [image('a.txt', 5, 'text/plain'), image('b.jpg', MAX_IMAGE_BYTES), image('c.jpg'), image('d.jpg')],
      4,
    );
    expect(picked.accepted.map((file) => file.name)).toEqual(['c.jpg']);
    expect(picked.problems).toEqual([
      UPLOAD_MESSAGES.onlyImages,
      UPLOAD_MESSAGES.tooLarge,
      UPLOAD_MESSAGES.tooManyImages,
    ]);
  });
});

describe('the Next check', () => {
  const ready = { description: 'An old phone', signedIn: true, uploadedCount: 1, uploadingCount: 0 };
  it('asks for a description first, then a sign-in, then finished pictures', () => {
    expect(nextProblem({ ...ready, description: '   \n' })).toBe('description');
    expect(nextProblem({ ...ready, signedIn: false, uploadedCount: 0 })).toBe('login');
    expect(nextProblem({ ...ready, uploadingCount: 1 })).toBe('uploading');
    expect(nextProblem({ ...ready, uploadedCount: 0 })).toBe('images');
    expect(nextProblem(ready)).toBeNull();
  });
});
