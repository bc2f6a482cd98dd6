import type { Office } from '../../demo/offices.js';
import { texts as T } from '../../group-refusal.js';

/**
 * The offices campus services need beyond the demo world's (the library, logistics; the finance
 * office and its `finance` account come with the world, db/seed):
 * their roles in every school, and in the first demo school a department and a named account each
 * (demo/offices.ts writes them).
 */
export const OFFICES: readonly Office[] = [
  {
    role: 'library_staff',
    roleName: T('图书馆', '圖書館', 'Library', '図書館'),
    org: { code: 'LIB', name: '图书馆' },
    accounts: [
      {
        account: 'librarian',
        fullname: '周敏',
        pinyin: 'zm',
        gender: 'female',
        mobile: '13900000009',
      },
    ],
  },
  {
    role: 'logistics_staff',
    roleName: T('后勤保障处', '後勤保障處', 'Logistics office', '施設管理課'),
    org: { code: 'LOG', name: '后勤保障处' },
    accounts: [
      {
        account: 'logistics',
        fullname: '黄志勇',
        pinyin: 'hzy',
        gender: 'male',
        mobile: '13900000010',
      },
    ],
  },
];
