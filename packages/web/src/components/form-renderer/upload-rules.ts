import { acceptOf, acceptsFile, type UploadField } from '@campus/contract';

/** Why a picked file is not uploaded; the same limits the contract's validator applies to the value. */
export type UploadProblem =
  { kind: 'type' } | { kind: 'size'; maxMB: number } | { kind: 'count'; max: number };

interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Checks a file before it is uploaded, so a wrong one costs no bandwidth. */
export function uploadProblem(
  field: UploadField,
  file: PickedFile,
  alreadyAttached: number,
): UploadProblem | undefined {
  if (field.maxCount !== undefined && alreadyAttached >= field.maxCount)
    return { kind: 'count', max: field.maxCount };
  if (!acceptsFile(acceptOf(field), file.type, file.name)) return { kind: 'type' };
  if (field.maxSizeMB !== undefined && file.size > field.maxSizeMB * 1024 * 1024) {
    return { kind: 'size', maxMB: field.maxSizeMB };
  }
  return undefined;
}

/** The `accept` attribute of the file input: the picker offers only what the field takes. */
export function acceptAttribute(field: UploadField): string | undefined {
  const accept = acceptOf(field);
  return accept.length ? accept.join(',') : undefined;
}
