import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/marketplace';
import {
  acceptAttribute,
  checkFileCount,
  checkUpload,
  kindFromContent,
  UPLOAD_RULES,
  withinSize,
} from './uploads';

// What file-type answers for each content (apps/server/test covers file-type on real bytes).
const PNG = 'png';
const JPG = 'jpg';
const PDF = 'pdf';
const GIF = 'gif';
const CFB = 'cfb';
const DOCX = 'docx';
const ZIP = 'zip';
const EXE = 'exe';
const TEXT = undefined;

describe('kindFromContent: the name must agree with the content', () => {
  it('accepts matching extensions in any case', () => {
    expect(kindFromContent('pdf', 'cv.PDF')).toBe('pdf');
    expect(kindFromContent('jpg', 'me.jpeg')).toBe('jpg');
    expect(kindFromContent('jpg', 'me.jpg')).toBe('jpg');
    expect(kindFromContent('cfb', 'cv.doc')).toBe('doc');
    expect(kindFromContent('docx', 'cv.docx')).toBe('docx');
  });
  it('refuses a lying or missing extension', () => {
    expect(kindFromContent('png', 'photo.pdf')).toBeNull();
    expect(kindFromContent('zip', 'archive.zip')).toBeNull();
    expect(kindFromContent('zip', 'cv.docx')).toBeNull(); // any zip is not a Word document
    expect(kindFromContent('cfb', 'sheet.xls')).toBeNull();
    expect(kindFromContent('pdf', 'noextension')).toBeNull();
    expect(kindFromContent(null, 'x.pdf')).toBeNull();
  });
});

describe('checkUpload per field (core-marketplace §5, §8 dialogs)', () => {
  it('photo: jpg, png, gif; anything else is Invalid File Type with the spec message', () => {
    expect(checkUpload('profilePhoto', { name: 'a.png', size: 10 }, PNG)).toEqual({ kind: 'png' });
    expect(checkUpload('profilePhoto', { name: 'a.gif', size: 10 }, GIF)).toEqual({ kind: 'gif' });
    expect(checkUpload('profilePhoto', { name: 'a.pdf', size: 10 }, PDF)).toEqual({
      problem: {
        code: 'INVALID_FILE_TYPE',
        title: 'Invalid File Type',
        message: 'Please select a valid image file (jpg, jpeg, png, gif).',
        field: 'profilePhoto',
      },
    });
  });
  it('photo: strictly under 5 MB, else File Too Large with the spec message', () => {
    expect(
      checkUpload('profilePhoto', { name: 'a.jpg', size: LIMITS.photoMaxBytes - 1 }, JPG),
    ).toEqual({ kind: 'jpg' });
    expect(checkUpload('profilePhoto', { name: 'a.jpg', size: LIMITS.photoMaxBytes }, JPG)).toEqual(
      {
        problem: {
          code: 'FILE_TOO_LARGE',
          title: 'File Too Large',
          message: 'Please select an image smaller than 5MB.',
          field: 'profilePhoto',
        },
      },
    );
  });
  it('documents: up to and including 10 MB', () => {
    expect(withinSize('certificates', LIMITS.documentMaxBytes)).toBe(true);
    expect(withinSize('certificates', LIMITS.documentMaxBytes + 1)).toBe(false);
    expect(
      checkUpload('govt_ids', { name: 'id.pdf', size: LIMITS.documentMaxBytes + 1 }, PDF),
    ).toMatchObject({
      problem: {
        code: 'FILE_TOO_LARGE',
        title: 'File Too Large',
        message: 'Please select a file smaller than 10MB.',
      },
    });
  });
  it('resume: pdf, doc, docx only', () => {
    expect(checkUpload('resume', { name: 'cv.doc', size: 9 }, CFB)).toEqual({ kind: 'doc' });
    expect(checkUpload('resume', { name: 'cv.docx', size: 9 }, DOCX)).toEqual({ kind: 'docx' });
    expect(checkUpload('resume', { name: 'cv.png', size: 9 }, PNG)).toMatchObject({
      problem: { message: 'Please select a valid file (pdf, doc, docx).' },
    });
  });
  it('certificates and government ids: pdf, jpg, png only', () => {
    expect(checkUpload('certificates', { name: 'c.jpg', size: 9 }, JPG)).toEqual({ kind: 'jpg' });
    expect(checkUpload('certificates', { name: 'c.doc', size: 9 }, CFB)).toMatchObject({
      problem: { message: 'Please select a valid file (pdf, jpg, png).' },
    });
    expect(checkUpload('govt_ids', { name: 'id.gif', size: 9 }, GIF)).toMatchObject({
      problem: { code: 'INVALID_FILE_TYPE' },
    });
  });
  it('address proof: pdf, doc, docx, jpg, png', () => {
    for (const [name, head] of [
      ['a.pdf', PDF],
      ['a.doc', CFB],
      ['a.docx', DOCX],
      ['a.jpg', JPG],
      ['a.png', PNG],
    ] as const) {
      expect(checkUpload('addressProof', { name, size: 9 }, head)).toHaveProperty('kind');
    }
  });
  it('refuses a program or text file named .pdf', () => {
    for (const head of [EXE, TEXT, ZIP]) {
      expect(checkUpload('certificates', { name: 'certificate.pdf', size: 9 }, head)).toMatchObject(
        { problem: { code: 'INVALID_FILE_TYPE', title: 'Invalid File Type' } },
      );
    }
  });
});

describe('counts (core-marketplace §5 step 4, §9)', () => {
  it('allows 5 files in a multi field, and says Too Many Files for 6', () => {
    expect(checkFileCount('certificates', 5)).toBeNull();
    expect(checkFileCount('govt_ids', 6)).toEqual({
      code: 'TOO_MANY_FILES',
      title: 'Too Many Files',
      message: 'You can only upload up to 5 files.',
      field: 'govt_ids',
    });
    expect(checkFileCount('resume', 2)).not.toBeNull();
  });
  it('gives each input an accept hint of its types', () => {
    expect(acceptAttribute('profilePhoto')).toBe(
      '.jpg,.jpeg,image/jpeg,.png,image/png,.gif,image/gif',
    );
    expect(UPLOAD_RULES.govt_ids.isPublic).toBe(false);
    expect(UPLOAD_RULES.profilePhoto.isPublic).toBe(true);
  });
});
