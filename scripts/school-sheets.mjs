#!/usr/bin/env node
// A realistic school's master-data spreadsheets, of any size (issue 28):
//   node scripts/school-sheets.mjs --students 30000 [--out dir] [--seed n] [--lang zh-CN] [--year 2025]
// writes one .xlsx per master-data import kind into `--out` (default .tmp/school-sheets), numbered
// in the order a school imports them: 1-orgs, 2-majors, 3-classes, 4-staff, 5-students,
// 6-assignments, 7-beds. The same seed and size always give the same files.
//
// The headers are the import kinds' own (packages/server/src/modules/affairs/import/master/), in
// the language asked, so a template change cannot leave the generator behind. Those are
// TypeScript: run directly, this script re-runs itself under tsx with the workspace's `source`
// condition (as bench/run.mjs runs the benchmarks); the server's tests and the benchmark import it
// (already under Vite or tsx) and call schoolSheets() / writeSchoolSheets() themselves.
//
// What it makes, for N students: about one college per 1,500 students (2 to 20), each with its
// majors and classes of about 30 across four grades ("2024级软件工程3班"), the offices (student
// affairs, dormitory, finance...); one staff member per 15 students: a counsellor per ~200
// students (counsellor of some classes of their college), each college's head and student-affairs
// staff, the offices' staff (with the office roles), a class teacher per class and the other
// teachers; students with common Chinese names, gender, an 18-character ID number (GB 11643 check
// digit, born 18 or 19 years before entry, the sequence's parity the gender's), a mobile number,
// class, enrolment and graduation years, most enrolled; and dormitory beds by gender, rooms of 4,
// about 5% more beds than each gender's students. Spreadsheets are written with ExcelJS's
// streaming writer, the library the server reads and writes them with.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = resolve(HERE, '../..');
const MASTER = '../packages/server/src/modules/affairs/import/master';

/** The kinds in the order a school imports them (each names codes of the ones before). */
export const SCHOOL_KINDS = ['orgs', 'majors', 'classes', 'staff', 'students', 'assignments', 'beds'];

/** A deterministic generator (mulberry32): the same seed gives the same school. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, width) => String(n).padStart(width, '0');
const clamp = (n, min, max) => Math.max(min, Math.min(max, n));

const COLLEGES = [
  ['计算机科学与技术学院', ['软件工程', '计算机科学与技术', '网络工程', '数据科学与大数据技术', '人工智能']],
  ['机械工程学院', ['机械设计制造及其自动化', '车辆工程', '工业设计', '机器人工程']],
  ['电气与电子工程学院', ['电气工程及其自动化', '电子信息工程', '通信工程', '自动化']],
  ['经济与管理学院', ['会计学', '财务管理', '市场营销', '工商管理', '国际经济与贸易']],
  ['外国语学院', ['英语', '日语', '商务英语', '翻译']],
  ['文学与新闻传播学院', ['汉语言文学', '新闻学', '广告学', '网络与新媒体']],
  ['数学与统计学院', ['数学与应用数学', '统计学', '信息与计算科学']],
  ['物理与光电工程学院', ['应用物理学', '光电信息科学与工程', '材料物理']],
  ['化学与化工学院', ['化学', '应用化学', '化学工程与工艺', '制药工程']],
  ['生命科学学院', ['生物科学', '生物技术', '生物工程']],
  ['土木与建筑工程学院', ['土木工程', '建筑学', '工程管理', '给排水科学与工程']],
  ['材料科学与工程学院', ['材料科学与工程', '高分子材料与工程', '金属材料工程']],
  ['法学院', ['法学', '知识产权']],
  ['马克思主义学院', ['思想政治教育']],
  ['教育学院', ['教育学', '学前教育', '小学教育', '应用心理学']],
  ['艺术与设计学院', ['视觉传达设计', '环境设计', '产品设计', '音乐学']],
  ['体育学院', ['体育教育', '社会体育指导与管理']],
  ['医学院', ['护理学', '临床医学', '药学', '医学检验技术']],
  ['环境与资源学院', ['环境工程', '环境科学', '资源循环科学与工程']],
  ['公共管理学院', ['行政管理', '社会工作', '劳动与社会保障']],
];

/** The offices (code, name, how many staff, the role they hold: the assignments' role codes). */
const OFFICES = [
  ['XGC', '学生工作处', 8, 'office_staff'],
  ['SSZX', '学生宿舍管理中心', 6, 'dorm_staff'],
  ['CWC', '计划财务处', 6, 'finance_staff'],
  ['JWC', '教务处', 5, null],
  ['ZSJY', '招生就业处', 4, null],
  ['TW', '校团委', 3, null],
];

/** Areas of ID numbers (GB/T 2260 county codes): where the students come from. */
const AREAS = [
  '110101',
  '110105',
  '120101',
  '130102',
  '140105',
  '210102',
  '220102',
  '310104',
  '320102',
  '320506',
  '330106',
  '340102',
  '350102',
  '360102',
  '370102',
  '410102',
  '420106',
  '430102',
  '440106',
  '440304',
  '450102',
  '500103',
  '510104',
  '520102',
  '530102',
  '610103',
  '620102',
  '640104',
];

/** Second and third digits of mobile numbers: carriers' ranges the demo schools never use (1[35789]...). */
const MOBILE_RANGES = ['45', '47', '62', '65', '66', '67'];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** GB 11643-1999: the check character of an ID number's first 17 digits. */
export function idCheckDigit(first17) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return '10X98765432'[sum % 11];
}

const DORM_NAMES = { male: ['松园', '竹园', '桂园'], female: ['梅园', '兰园', '桃园'] };
const ROOM_BEDS = 4;
const FLOORS = 6;
const ROOMS_PER_FLOOR = 20;

/**
 * The school as rows, column keys the import kinds' own (a kind reads a row by its columns' keys):
 * { orgs, majors, classes, staff, students, assignments, beds }, each a list of objects.
 */
export function schoolRows({ students: count, seed = 28, year = 2025 }, names) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const personName = (gender) => {
    const given = gender === 'male' ? names.male : names.female;
    return pick(names.surnames) + pick(given) + (rnd() < 0.7 ? pick(given) : '');
  };
  // One mobile number per person: an affine bijection of the person's index on eight digits, so no
  // two people share one (accounts' mobiles are unique) whatever the size.
  let people = 0;
  const mobileOffset = Math.floor(rnd() * 1e8);
  const mobile = () => `1${pick(MOBILE_RANGES)}${pad((people++ * 48271 + mobileOffset) % 1e8, 8)}`;
  const grades = [year - 3, year - 2, year - 1, year];

  const colleges = COLLEGES.slice(0, clamp(Math.round(count / 1500), 2, COLLEGES.length)).map(
    ([name, majors], i) => ({ code: `XY${pad(i + 1, 2)}`, name, majors }),
  );
  // About 30 to a class; a small school has fewer majors rather than near-empty classes.
  const targetClasses = Math.max(grades.length, Math.round(count / 30));
  const majorsEach = clamp(Math.floor(targetClasses / (colleges.length * grades.length)), 1, 6);
  const majors = colleges.flatMap((college) =>
    college.majors.slice(0, majorsEach).map((name, j) => ({
      code: `${college.code}${pad(j + 1, 2)}`,
      name,
      college,
    })),
  );
  const perSlot = Math.max(1, Math.round(targetClasses / (majors.length * grades.length)));
  const classes = grades.flatMap((grade) =>
    majors.flatMap((major) =>
      Array.from({ length: perSlot }, (_, k) => ({
        code: `${major.code}${String(grade).slice(2)}${pad(k + 1, 2)}`,
        name: `${grade}级${major.name}${k + 1}班`,
        grade,
        major,
        // Students are numbered grade, college, major, class, seat: 2024 01 03 02 17.
        numberPrefix: `${grade}${major.code.slice(2)}${pad(k + 1, 2)}`,
        students: [],
      })),
    ),
  );

  // Students, spread evenly over the classes; numbered by grade, college, major, class, seat.
  const studentRows = [];
  const ids = new Set();
  for (let i = 0; i < count; i++) {
    const klass = classes[Math.floor((i * classes.length) / count)];
    klass.students.push(i);
    const gender = rnd() < 0.52 ? 'male' : 'female';
    const born = klass.grade - (rnd() < 0.8 ? 18 : 19);
    const birth = new Date(Date.UTC(born, 0, 1) + Math.floor(rnd() * 365) * 86_400_000);
    let idNumber;
    do {
      const sequence = Math.floor(rnd() * 500) * 2 + (gender === 'male' ? 1 : 0);
      const first17 = `${pick(AREAS)}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${pad(sequence, 3)}`;
      idNumber = first17 + idCheckDigit(first17);
    } while (ids.has(idNumber));
    ids.add(idNumber);
    const status =
      klass.grade === year - 3 && rnd() < 0.01 ? 'suspended' : rnd() < 0.003 ? 'withdrawn' : 'enrolled';
    studentRows.push({
      number: `${klass.numberPrefix}${pad(klass.students.length, 2)}`,
      name: personName(gender),
      gender,
      idNumber,
      phone: mobile(),
      classCode: klass.code,
      enrolmentYear: klass.grade,
      graduationYear: klass.grade + 4,
      studyStatus: status,
    });
  }

  // Staff: counsellors (one per ~200 students of their college), each college's head and
  // student-affairs staff, the offices' staff, a class teacher per class, then other teachers
  // until the school has one staff member per 15 students.
  const staffRows = [];
  const assignments = [];
  const addStaff = (orgCode, title) => {
    const gender = rnd() < 0.5 ? 'male' : 'female';
    const row = {
      number: `JG${pad(staffRows.length + 1, 5)}`,
      name: personName(gender),
      gender,
      phone: mobile(),
      orgCode,
      title,
      status: 'active',
    };
    staffRows.push(row);
    return row.number;
  };
  for (const college of colleges) {
    const own = classes.filter((c) => c.major.college === college);
    const size = own.reduce((n, c) => n + c.students.length, 0);
    const head = addStaff(college.code, '学工办主任');
    assignments.push({ number: head, duty: 'head', orgCode: college.code, roleCode: 'college_staff' });
    for (let k = 0; k < 2; k++)
      assignments.push({
        number: addStaff(college.code, '学工干事'),
        duty: 'student_affairs',
        orgCode: college.code,
        roleCode: 'college_staff',
      });
    const counsellors = Array.from({ length: Math.max(1, Math.ceil(size / 200)) }, () =>
      addStaff(college.code, '辅导员'),
    );
    for (const number of counsellors)
      assignments.push({ number, duty: null, orgCode: null, roleCode: 'counsellor' });
    own.forEach((klass, k) => {
      const number = counsellors[Math.floor((k * counsellors.length) / own.length)];
      assignments.push({ number, duty: 'counsellor', orgCode: klass.code, roleCode: null });
    });
  }
  for (const [code, , staff, role] of OFFICES)
    for (let k = 0; k < staff; k++) {
      const number = addStaff(code, k === 0 ? '负责人' : '科员');
      if (role) assignments.push({ number, duty: null, orgCode: null, roleCode: role });
    }
  const wanted = Math.max(staffRows.length, Math.round(count / 15));
  for (const klass of classes) {
    if (staffRows.length >= wanted) break;
    const number = addStaff(klass.major.college.code, '专任教师');
    assignments.push({ number, duty: 'teacher', orgCode: klass.code, roleCode: 'teacher' });
  }
  while (staffRows.length < wanted) addStaff(colleges[staffRows.length % colleges.length].code, '专任教师');

  // Beds: rooms of four by gender, buildings of six floors of twenty rooms, 5% spare.
  const beds = [];
  for (const gender of ['male', 'female']) {
    const students = studentRows.filter((s) => s.gender === gender).length;
    const rooms = Math.ceil((students * 1.05) / ROOM_BEDS);
    const perBuilding = FLOORS * ROOMS_PER_FLOOR;
    for (let r = 0; r < rooms; r++) {
      const b = Math.floor(r / perBuilding);
      const area = DORM_NAMES[gender][b % DORM_NAMES[gender].length];
      const floor = Math.floor((r % perBuilding) / ROOMS_PER_FLOOR) + 1;
      const room = `${floor}${pad((r % ROOMS_PER_FLOOR) + 1, 2)}`;
      const building = {
        buildingCode: `${gender === 'male' ? 'N' : 'V'}${pad(b + 1, 2)}`,
        buildingName: `${area}${Math.floor(b / DORM_NAMES[gender].length) + 1}栋`,
      };
      for (let bed = 1; bed <= ROOM_BEDS; bed++)
        beds.push({
          ...building,
          floor,
          room,
          bed,
          sex: gender,
          capacity: ROOM_BEDS,
          fee: floor <= 3 ? 1200 : 1000,
        });
    }
  }

  return {
    orgs: [
      ...colleges.map((c) => ({ code: c.code, name: c.name, type: 'college', parentCode: null })),
      ...OFFICES.map(([code, name]) => ({ code, name, type: 'office', parentCode: null })),
    ],
    majors: majors.map((m) => ({ code: m.code, name: m.name, parentCode: m.college.code })),
    classes: classes.map((c) => ({
      code: c.code,
      name: c.name,
      grade: c.grade,
      majorCode: c.major.code,
      collegeCode: c.major.college.code,
    })),
    staff: staffRows,
    students: studentRows,
    assignments,
    beds,
  };
}

/** The import kinds (their columns) and the name parts, from the server's sources. */
async function loadKinds() {
  const [orgs, people, assignments, beds, cells, names] = await Promise.all([
    import(`${MASTER}/orgs.ts`),
    import(`${MASTER}/people.ts`),
    import(`${MASTER}/assignments.ts`),
    import(`${MASTER}/beds.ts`),
    import(`${MASTER}/cells.ts`),
    import('../packages/server/src/db/seed/names.ts'),
  ]);
  return {
    // The demo seed's common surnames and given-name characters.
    names: {
      surnames: names.SURNAMES.map(([s]) => s),
      male: names.GIVEN_MALE.map(([g]) => g),
      female: names.GIVEN_FEMALE.map(([g]) => g),
    },
    kinds: {
      orgs: orgs.orgImport,
      majors: orgs.majorImport,
      classes: orgs.classImport,
      staff: people.staffImport,
      students: people.studentImport,
      assignments: assignments.assignmentImport,
      beds: beds.bedImport,
    },
    words: {
      gender: cells.GENDERS,
      type: cells.ORG_TYPES,
      studyStatus: cells.STUDY_STATUSES,
      status: cells.STAFF_STATUSES,
      duty: cells.DUTIES,
      sex: cells.GENDERS,
    },
  };
}

/**
 * The school's sheets: for each kind in import order, its header (the kind's columns in `lang`)
 * and rows of cells in that order, choices written as the language's words (男, 在读, 辅导员).
 */
export async function schoolSheets({ students, seed = 28, lang = 'zh-CN', year = 2025 }) {
  const { kinds, words, names } = await loadKinds();
  const rows = schoolRows({ students, seed, year }, names);
  const cell = (key, value) => {
    if (value === null || value === undefined) return '';
    return words[key]?.[value]?.[lang] ?? value;
  };
  return SCHOOL_KINDS.map((key) => {
    const columns = kinds[key].columns;
    return {
      kind: key,
      header: columns.map((c) => c.header[lang]),
      rows: rows[key].map((row) => columns.map((c) => cell(c.key, row[c.key]))),
    };
  });
}

/** Writes the sheets to `out` (1-orgs.xlsx ... 7-beds.xlsx) with the streaming writer; their paths. */
export async function writeSchoolSheets(out, options) {
  const { default: ExcelJS } = await import('exceljs');
  mkdirSync(out, { recursive: true });
  const files = [];
  for (const [i, sheet] of (await schoolSheets(options)).entries()) {
    const filename = join(out, `${i + 1}-${sheet.kind}.xlsx`);
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename,
      useStyles: false,
      useSharedStrings: false,
    });
    const data = book.addWorksheet('Sheet1');
    data.addRow(sheet.header).commit();
    for (const row of sheet.rows) data.addRow(row).commit();
    data.commit();
    await book.commit();
    files.push({ kind: sheet.kind, path: filename, rows: sheet.rows.length });
  }
  return files;
}

function options(argv) {
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? fallback : argv[i + 1];
  };
  const students = Number(arg('students', '3000'));
  const seed = Number(arg('seed', '28'));
  const year = Number(arg('year', '2025'));
  const lang = arg('lang', 'zh-CN');
  const problems = [];
  if (!Number.isInteger(students) || students < 1 || students > 200_000)
    problems.push('--students: a whole number from 1 to 200000');
  if (!Number.isInteger(seed)) problems.push('--seed: a whole number');
  if (!Number.isInteger(year) || year < 1960 || year > 2090) problems.push('--year: a year such as 2025');
  if (!['zh-CN', 'zh-TW', 'en-US', 'ja-JP'].includes(lang))
    problems.push('--lang: zh-CN, zh-TW, en-US or ja-JP');
  return { students, seed, year, lang, out: resolve(arg('out', join(ROOT, '.tmp/school-sheets'))), problems };
}

const main = process.argv[1] && resolve(process.argv[1]) === HERE;
if (main && !process.env.SCHOOL_SHEETS_UNDER_TSX) {
  // Plain Node: run again under tsx, which reads the import kinds' TypeScript.
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', HERE, ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SCHOOL_SHEETS_UNDER_TSX: '1' } },
  );
  process.exit(run.status ?? 1);
} else if (main) {
  const { out, problems, ...wanted } = options(process.argv.slice(2));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  for (const file of await writeSchoolSheets(out, wanted)) console.log(`${file.path}  ${file.rows} rows`);
}
