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
  as: 'student' | 'graduate' | 'counsellor' | 'college' | 'office' | 'dorm' | 'finance' | 'teacher' | 'admin';
  mobile: string;
}
/**
 * A small class of an older grade in one major, beside the school's grades: students in their
 * last year, so leaving school and graduate destinations have someone to show (the `graduate`
 * account is its first student).
 */
export interface GraduatingClassSpec {
  grade: string;
  /** Indexes of the college and of the major in it. */
  college: number;
  major: number;
  students: number;
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
  graduatingClass?: GraduatingClassSpec;
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

/** A college and its majors, coded as the demo schools code them: college n is C0n, its majors M0n1, M0n2, ... */
function college(n: number, name: string, majors: string[]): CollegeSpec {
  const code = String(n).padStart(2, '0');
  return {
    code: `C${code}`,
    name,
    majors: majors.map((major, index) => ({ code: `M${code}${index + 1}`, name: major })),
  };
}

/** The system administrator: one account, a member of every demo school. */
const PLATFORM_ADMIN: NamedAccount = {
  account: 'admin',
  fullname: '系统管理员',
  pinyin: 'xtgly',
  gender: 'male',
  as: 'admin',
  mobile: '13900000001',
};

export const SCHOOLS: SchoolSpec[] = [
  {
    code: 'jnlg',
    name: '江南理工学院',
    shortName: '江南理工',
    seed: 20260901,
    numberPrefix: '1',
    grades: ['2024', '2025'],
    studentsPerClass: 17,
    // Four-year programmes: the 2023 cohort graduates in 2027 (计算机科学与技术2023级1班, beside the
    // demo counsellor's major, so the other groups' demo of her classes stays as it is).
    graduatingClass: { grade: '2023', college: 0, major: 1, students: 8 },
    colleges: [
      college(1, '计算机与信息工程学院', ['软件工程', '计算机科学与技术']),
      college(2, '机械与电气工程学院', ['机械设计制造及其自动化', '电气工程及其自动化']),
      college(3, '经济与管理学院', ['会计学', '市场营销']),
    ],
    named: [
      PLATFORM_ADMIN,
      {
        account: 'student',
        fullname: '李明轩',
        pinyin: 'lmx',
        gender: 'male',
        as: 'student',
        mobile: '13900000002',
      },
      {
        account: 'graduate',
        fullname: '韩书瑶',
        pinyin: 'hsy',
        gender: 'female',
        as: 'graduate',
        mobile: '13900000011',
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
      college(1, '文学院', ['汉语言文学', '新闻学']),
      college(2, '教育科学学院', ['学前教育', '小学教育']),
      college(3, '数学与统计学院', ['数学与应用数学', '统计学']),
    ],
    named: [
      PLATFORM_ADMIN,
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
