/**
 * The demo schools, declared as data. build.ts turns them into rows; tests and README rely on
 * the named accounts below (all with the password Demo@2026).
 */
export const DEMO_PASSWORD = 'Demo@2026';

export interface MajorSpec {
  code: string;
  name: string;
}
export interface CollegeSpec {
  code: string;
  name: string;
  majors: MajorSpec[];
}
export interface NamedAccount {
  account: string;
  fullname: string;
  pinyin: string;
  gender: 'male' | 'female';
  /** What the account is in the school; build.ts gives it the matching org, duties and roles. */
  as: 'student' | 'counsellor' | 'college' | 'office' | 'dorm' | 'finance' | 'teacher' | 'admin';
  mobile: string;
}
export interface SchoolSpec {
  code: string;
  name: string;
  shortName: string;
  seed: number;
  /** Student numbers and staff numbers start with this. */
  numberPrefix: string;
  colleges: CollegeSpec[];
  grades: string[];
  studentsPerClass: number;
  named: NamedAccount[];
}

export const ROLES = [
  { code: 'student', name: '学生' },
  { code: 'counsellor', name: '辅导员' },
  { code: 'college_staff', name: '学院学工人员' },
  { code: 'office_staff', name: '学生工作处' },
  { code: 'dorm_staff', name: '宿舍管理中心' },
  { code: 'finance_staff', name: '计划财务处' },
  { code: 'teacher', name: '教师' },
  { code: 'tenant_admin', name: '租户管理员' },
] as const;
export type RoleCode = (typeof ROLES)[number]['code'];

export const POSITIONS = [
  { code: 'counsellor', name: '辅导员' },
  { code: 'college_affairs', name: '学工办主任' },
  { code: 'office_clerk', name: '学生工作处科员' },
  { code: 'dorm_manager', name: '宿管中心主任' },
  { code: 'finance_clerk', name: '财务处收费员' },
  { code: 'teacher', name: '专任教师' },
  { code: 'sysadmin', name: '系统管理员' },
] as const;

export const SCHOOLS: SchoolSpec[] = [
  {
    code: 'jnlg',
    name: '江南理工学院',
    shortName: '江南理工',
    seed: 20260901,
    numberPrefix: '1',
    grades: ['2024', '2025'],
    studentsPerClass: 17,
    colleges: [
      {
        code: 'C01',
        name: '计算机与信息工程学院',
        majors: [
          { code: 'M011', name: '软件工程' },
          { code: 'M012', name: '计算机科学与技术' },
        ],
      },
      {
        code: 'C02',
        name: '机械与电气工程学院',
        majors: [
          { code: 'M021', name: '机械设计制造及其自动化' },
          { code: 'M022', name: '电气工程及其自动化' },
        ],
      },
      {
        code: 'C03',
        name: '经济与管理学院',
        majors: [
          { code: 'M031', name: '会计学' },
          { code: 'M032', name: '市场营销' },
        ],
      },
    ],
    named: [
      {
        account: 'admin',
        fullname: '系统管理员',
        pinyin: 'xtgly',
        gender: 'male',
        as: 'admin',
        mobile: '13900000001',
      },
      {
        account: 'student',
        fullname: '李明轩',
        pinyin: 'lmx',
        gender: 'male',
        as: 'student',
        mobile: '13900000002',
      },
      {
        account: 'counsellor',
        fullname: '王晓婷',
        pinyin: 'wxt',
        gender: 'female',
        as: 'counsellor',
        mobile: '13900000003',
      },
      {
        account: 'college',
        fullname: '陈志强',
        pinyin: 'czq',
        gender: 'male',
        as: 'college',
        mobile: '13900000004',
      },
      {
        account: 'office',
        fullname: '刘芳',
        pinyin: 'lf',
        gender: 'female',
        as: 'office',
        mobile: '13900000005',
      },
      {
        account: 'teacher',
        fullname: '张伟',
        pinyin: 'zw',
        gender: 'male',
        as: 'teacher',
        mobile: '13900000006',
      },
      { account: 'dorm', fullname: '赵磊', pinyin: 'zl', gender: 'male', as: 'dorm', mobile: '13900000007' },
      {
        account: 'finance',
        fullname: '吴佳怡',
        pinyin: 'wjy',
        gender: 'female',
        as: 'finance',
        mobile: '13900000008',
      },
    ],
  },
  {
    code: 'hbsf',
    name: '海滨师范学院',
    shortName: '海滨师范',
    seed: 20260902,
    numberPrefix: '2',
    grades: ['2024', '2025'],
    studentsPerClass: 17,
    colleges: [
      {
        code: 'C01',
        name: '文学院',
        majors: [
          { code: 'M011', name: '汉语言文学' },
          { code: 'M012', name: '新闻学' },
        ],
      },
      {
        code: 'C02',
        name: '教育科学学院',
        majors: [
          { code: 'M021', name: '学前教育' },
          { code: 'M022', name: '小学教育' },
        ],
      },
      {
        code: 'C03',
        name: '数学与统计学院',
        majors: [
          { code: 'M031', name: '数学与应用数学' },
          { code: 'M032', name: '统计学' },
        ],
      },
    ],
    named: [
      {
        account: 'admin',
        fullname: '系统管理员',
        pinyin: 'xtgly',
        gender: 'male',
        as: 'admin',
        mobile: '13900000001',
      },
      {
        account: 'hbstudent',
        fullname: '周雨涵',
        pinyin: 'zyh',
        gender: 'female',
        as: 'student',
        mobile: '13900000012',
      },
      {
        account: 'hbcounsellor',
        fullname: '孙浩然',
        pinyin: 'shr',
        gender: 'male',
        as: 'counsellor',
        mobile: '13900000013',
      },
      {
        account: 'hbcollege',
        fullname: '林静',
        pinyin: 'lj',
        gender: 'female',
        as: 'college',
        mobile: '13900000014',
      },
      {
        account: 'hboffice',
        fullname: '郭磊',
        pinyin: 'gl',
        gender: 'male',
        as: 'office',
        mobile: '13900000015',
      },
    ],
  },
];
