import { bedCode, upsertBeds, type BedInput } from '../../../../core/master-data/index.js';
import { say, texts } from '../../group-refusal.js';
import { moneyCell, textCell } from '../cells.js';
import type { ImportColumn, RowProblem } from '../kind.js';
import { codeCell, countCell, genderCell, GENDERS, choiceList, KEY_FORMAT } from './cells.js';
import { firstRows } from './lookups.js';
import { MASTER_TEXTS } from './texts.js';
import { masterBatchKind } from './write.js';

/**
 * The dormitory's buildings, rooms and beds from a spreadsheet, one row per bed (building code +
 * room + bed number is the bed's key). New beds are added free; a room's capacity never goes below
 * the students living in it.
 */
const COLUMNS: ImportColumn[] = [
  {
    key: 'buildingCode',
    header: texts('楼栋代码', '樓棟代碼', 'Building code', '棟コード'),
    required: true,
    parse: codeCell,
    format: KEY_FORMAT,
    example: 'M1',
  },
  {
    key: 'buildingName',
    header: texts('楼栋名称', '樓棟名稱', 'Building name', '棟名'),
    required: true,
    parse: textCell(50),
    example: '梅园1栋',
  },
  {
    key: 'floor',
    header: texts('楼层', '樓層', 'Floor', '階'),
    required: true,
    parse: countCell(1, 60),
    example: '1',
  },
  {
    key: 'room',
    header: texts('房间号', '房間號', 'Room', '部屋番号'),
    required: true,
    parse: codeCell,
    example: '101',
  },
  {
    key: 'bed',
    header: texts('床位号', '床位號', 'Bed', 'ベッド番号'),
    required: true,
    parse: countCell(1, 20),
    example: '1',
  },
  {
    key: 'sex',
    header: texts('性别', '性別', 'Gender', '性別'),
    required: true,
    parse: genderCell,
    format: choiceList(GENDERS),
    example: GENDERS.male['zh-CN'],
  },
  {
    key: 'capacity',
    header: texts('房间容量', '房間容量', 'Room capacity', '部屋の定員'),
    required: true,
    parse: countCell(1, 20),
    example: '4',
  },
  {
    key: 'fee',
    header: texts('住宿费（元/年）', '住宿費（元/年）', 'Fee (yuan a year)', '寮費（元/年）'),
    aliases: ['住宿费'],
    parse: moneyCell,
    example: '1200',
  },
];

export const bedImport = masterBatchKind<BedInput>(
  {
    key: 'beds',
    columns: COLUMNS,
    maxRows: 50_000,
    async check(scope, rows) {
      const occupied = new Map(
        (
          await scope.db
            .selectFrom('dormRoom as r')
            .innerJoin('dormBuilding as b', 'b.id', 'r.buildingId')
            .select(['b.code', 'r.number', 'r.occupied'])
            .where('r.tenantId', '=', scope.tenantId)
            .where('r.occupied', '>', 0)
            .execute()
        ).map((r) => [`${r.code}-${r.number}`, r.occupied]),
      );
      const first = firstRows();
      const accepted: BedInput[] = [];
      const problems: RowProblem[] = [];
      for (const { row, values } of rows) {
        const bed: BedInput = {
          buildingCode: String(values.buildingCode),
          buildingName: String(values.buildingName),
          sex: values.sex as BedInput['sex'],
          floor: values.floor as number,
          room: String(values.room),
          bed: values.bed as number,
          capacity: values.capacity as number,
          // The sheet's fee is in yuan; the cell reads fen.
          fee: values.fee === null ? 0 : Math.round((values.fee as number) / 100),
        };
        const before = problems.length;
        const code = bedCode(bed);
        const earlier = first(code, row);
        if (earlier !== null)
          problems.push({
            row,
            column: 'bed',
            error: say(MASTER_TEXTS.twice, { value: code, row: earlier }),
          });
        if (bed.bed > bed.capacity)
          problems.push({
            row,
            column: 'bed',
            error: say(MASTER_TEXTS.bedOverCapacity, { capacity: bed.capacity }),
          });
        const living = occupied.get(`${bed.buildingCode}-${bed.room}`) ?? 0;
        if (bed.capacity < living)
          problems.push({
            row,
            column: 'capacity',
            error: say(MASTER_TEXTS.belowOccupied, { occupied: living }),
          });
        if (problems.length === before) accepted.push(bed);
      }
      return { accepted, problems };
    },
  },
  upsertBeds,
);
