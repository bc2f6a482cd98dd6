/**
 * Name parts for the demo people, each with its pinyin, so the address book can search by
 * pinyin initials without a pinyin library at seed time.
 */
export const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'],
  ['黄', 'huang'], ['赵', 'zhao'], ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'],
  ['马', 'ma'], ['朱', 'zhu'], ['胡', 'hu'], ['郭', 'guo'], ['何', 'he'], ['高', 'gao'],
  ['林', 'lin'], ['罗', 'luo'], ['郑', 'zheng'], ['梁', 'liang'], ['谢', 'xie'], ['宋', 'song'],
  ['唐', 'tang'], ['韩', 'han'], ['冯', 'feng'], ['邓', 'deng'], ['曹', 'cao'], ['彭', 'peng'],
  ['曾', 'zeng'], ['肖', 'xiao'], ['田', 'tian'], ['董', 'dong'], ['袁', 'yuan'], ['潘', 'pan'],
  ['蒋', 'jiang'], ['蔡', 'cai'], ['杜', 'du'], ['叶', 'ye'], ['程', 'cheng'], ['苏', 'su'],
  ['魏', 'wei'], ['丁', 'ding'], ['任', 'ren'], ['沈', 'shen'], ['姚', 'yao'], ['卢', 'lu'],
];

export const GIVEN_MALE: ReadonlyArray<readonly [string, string]> = [
  ['伟', 'wei'], ['强', 'qiang'], ['磊', 'lei'], ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'],
  ['杰', 'jie'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'], ['刚', 'gang'], ['浩', 'hao'],
  ['宇', 'yu'], ['轩', 'xuan'], ['博', 'bo'], ['文', 'wen'], ['睿', 'rui'], ['泽', 'ze'],
  ['俊', 'jun'], ['鑫', 'xin'], ['凯', 'kai'], ['鹏', 'peng'], ['飞', 'fei'], ['辰', 'chen'],
  ['昊', 'hao'], ['航', 'hang'], ['毅', 'yi'], ['晨', 'chen'], ['志', 'zhi'], ['嘉', 'jia'],
];

export const GIVEN_FEMALE: ReadonlyArray<readonly [string, string]> = [
  ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['艳', 'yan'],
  ['娟', 'juan'], ['秀', 'xiu'], ['霞', 'xia'], ['英', 'ying'], ['涵', 'han'], ['欣', 'xin'],
  ['怡', 'yi'], ['萱', 'xuan'], ['佳', 'jia'], ['思', 'si'], ['雨', 'yu'], ['诗', 'shi'],
  ['琪', 'qi'], ['悦', 'yue'], ['诺', 'nuo'], ['晓', 'xiao'], ['婷', 'ting'], ['雪', 'xue'],
  ['玥', 'yue'], ['梦', 'meng'], ['瑶', 'yao'], ['颖', 'ying'], ['琳', 'lin'], ['倩', 'qian'],
];
