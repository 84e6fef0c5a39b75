import { UPLOAD_MAX_BYTES } from '@agrihub/shared';
import { FILE_REQUIRED, FILE_TOO_LARGE, UNSUPPORTED_FILE } from '../constants';
import { availableTypes, deleteWarning, fileProblem } from '../document-rules';
import { T, doc } from '../../../testing/fixtures';

function file(name: string, size: number): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('fileProblem', () => {
  it('requires a file', () => {
    expect(fileProblem(null)).toBe(FILE_REQUIRED);
  });

  it('accepts .pdf .doc .docx .jpg .jpeg .png in any letter case, up to exactly 10MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.JPG', 'e.jpeg', 'f.Png', 'scan.final.pdf']) expect(fileProblem(file(name, 1000))).toBeNull();
    expect(fileProblem(file('a.pdf', UPLOAD_MAX_BYTES))).toBeNull();
    expect(fileProblem(file('a.pdf', UPLOAD_MAX_BYTES + 1))).toBe(FILE_TOO_LARGE);
  });

  it('refuses other extensions and names without one', () => {
    for (const name of ['setup.exe', 'a.pdf.exe', 'archive.zip', 'pdf', 'photo.gif']) expect(fileProblem(file(name, 10))).toBe(UNSUPPORTED_FILE);
  });

  it('refuses an empty file', () => {
    expect(fileProblem(file('a.pdf', 0))).toBe('The file is empty');
  });
});

describe('availableTypes', () => {
  it('leaves out types with a Pending or Verified document, keeps Expired ones, in spec order', () => {
    expect(availableTypes([doc(T[5]), doc(T[0], { status: 'Verified' }), doc(T[2], { status: 'Expired' })])).toEqual([T[1], T[2], T[3], T[4]]);
  });
  it('an expired and a live document of one type: the type is taken', () => {
    expect(availableTypes([doc(T[2], { status: 'Expired' }), doc(T[2], { _id: 'new' })])).not.toContain(T[2]);
  });
  it('none remain when all 6 are live', () => {
    expect(availableTypes(T.map((t) => doc(t)))).toEqual([]);
  });
});

describe('renewals and delete warnings', () => {
  it('a verified seller may upload a type with a Verified document, not one with a Pending one', () => {
    const docs = [doc(T[0], { status: 'Verified' }), doc(T[1], { status: 'Verified' }), doc(T[1], { _id: 'renewal' })];
    expect(availableTypes(docs, true)).toEqual([T[0], T[2], T[3], T[4], T[5]]);
    expect(availableTypes(docs, false)).toEqual([T[2], T[3], T[4], T[5]]);
  });

  it('says what deleting a verified document does, truthfully for a pending renewal and an unverified company', () => {
    const verified = doc(T[0], { status: 'Verified' });
    expect(deleteWarning(doc(T[0]), [], true)).toBeNull();
    expect(deleteWarning(verified, [verified, doc(T[0], { _id: 'n' })], true)?.text).toBe(
      `Your company will no longer be verified: Order Management, Product Catalog and the other modules lock until your ${T[0]} waiting for review is verified.`,
    );
    expect(deleteWarning(verified, [verified], false)?.text).toBe(
      `Your company cannot be verified until a new ${T[0]} is uploaded and verified (1 working week).`,
    );
  });
});
