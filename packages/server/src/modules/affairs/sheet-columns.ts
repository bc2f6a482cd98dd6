import type { SheetColumn } from './export-sheet.js';
import { texts as T, type Texts } from './group-refusal.js';

/**
 * Columns that several groups' spreadsheets head alike (a student's number, name, college and
 * class; an applicant's ID number and phone): each header written once in the four languages, with
 * its width, and the group saying only where the value comes from.
 */
function sharedColumn(key: string, header: Texts, width: number) {
  return <R>(value: SheetColumn<R>['value']): SheetColumn<R> => ({ key, header, width, value });
}

export const numberColumn = sharedColumn('number', T('学号', '學號', 'Student number', '学籍番号'), 14);
export const nameColumn = sharedColumn('name', T('姓名', '姓名', 'Name', '氏名'), 10);
export const collegeColumn = sharedColumn('college', T('学院', '學院', 'College', '学部'), 22);
export const classColumn = sharedColumn('class', T('班级', '班級', 'Class', 'クラス'), 22);
export const idNumberColumn = sharedColumn(
  'idNumber',
  T('身份证号', '身分證號', 'ID number', '身分証番号'),
  20,
);
export const mobileColumn = sharedColumn('mobile', T('手机号', '手機號', 'Phone', '携帯番号'), 14);
