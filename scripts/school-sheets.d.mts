// Types of scripts/school-sheets.mjs, for the server's test and the benchmark that import it.
export type SchoolKind = 'orgs' | 'majors' | 'classes' | 'staff' | 'students' | 'assignments' | 'beds';
export type SchoolLanguage = 'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP';

export interface SchoolOptions {
  students: number;
  seed?: number;
  lang?: SchoolLanguage;
  /** The newest grade's year of entry (four grades: year - 3 to year). */
  year?: number;
}

export declare const SCHOOL_KINDS: readonly SchoolKind[];
export declare function idCheckDigit(first17: string): string;
export declare function schoolSheets(
  options: SchoolOptions,
): Promise<{ kind: SchoolKind; header: string[]; rows: (string | number)[][] }[]>;
export declare function writeSchoolSheets(
  out: string,
  options: SchoolOptions,
): Promise<{ kind: SchoolKind; path: string; rows: number }[]>;
