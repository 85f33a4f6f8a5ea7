import { looksLikeSubjectId } from './identity';

describe(looksLikeSubjectId.name, () => {
  it.each([
    'f19b0bec-4f63-5b75-ac27-2836c3d093cd',
    'F19B0BEC-4F63-5B75-AC27-2836C3D093CD',
    'f19b0bec4f635b75ac272836c3d093cd',
  ])('recognises the subject id %s', (value) => expect(looksLikeSubjectId(value)).toBe(true));

  it.each(['alice', 'f19b0bec-4f63', 'user-1', 'f19b0bec-4f63-5b75-ac27-2836c3d093cd-x'])(
    'takes %s for a login name',
    (value) => expect(looksLikeSubjectId(value)).toBe(false),
  );
});
