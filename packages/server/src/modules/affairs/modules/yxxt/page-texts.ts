import type { OnboardingPageKey } from '@campus/contract/affairs/yxxt';
import { texts as T, type Texts } from '../../group-refusal.js';

/**
 * The product's text of each onboarding page, used until a school writes its own: "# " starts a
 * section's heading, blank lines part paragraphs, {school} is the school's name.
 */
export const PAGE_TEXTS: Record<OnboardingPageKey, Texts> = {
  admissionHome: T(
    `# 欢迎加入{school}
请在到校前阅读报到须知和入学材料清单，按迎新首页的步骤完成信息采集、缴费查询和宿舍确认。

# 重要时间
新生报到：9月6日至9月7日 8:00-18:00；开学典礼：9月8日上午；军训：9月9日起两周。

# 联系我们
学生工作处迎新办公室：行政楼 105 室，电话 0371-6000 1234（工作日 8:30-17:30）。`,
    `# 歡迎加入{school}
請在到校前閱讀報到須知和入學材料清單，按迎新首頁的步驟完成資訊採集、繳費查詢和宿舍確認。

# 重要時間
新生報到：9月6日至9月7日 8:00-18:00；開學典禮：9月8日上午；軍訓：9月9日起兩週。

# 聯絡我們
學生工作處迎新辦公室：行政樓 105 室，電話 0371-6000 1234（工作日 8:30-17:30）。`,
    `# Welcome to {school}
Before you come, read the enrolment-day notes and the list of what to bring, then follow the steps on the welcome page: your information, your fees and your bed.

# Key dates
Enrolment: 6-7 September, 8:00-18:00; opening ceremony: the morning of 8 September; military training: two weeks from 9 September.

# Contact
Student affairs onboarding office: Administration Building, room 105, phone 0371-6000 1234 (weekdays 8:30-17:30).`,
    `# {school}へようこそ
来校前に入学手続きの案内と持ち物リストを読み、新入生ホームの手順（情報登録、学費の確認、寮の確認）を済ませてください。

# 主な日程
入学手続き：9月6日〜7日 8:00-18:00／入学式：9月8日午前／軍事訓練：9月9日から2週間。

# お問い合わせ
学生課 新入生受付室：事務棟105号室、電話 0371-6000 1234（平日 8:30-17:30）。`,
  ),
  admissionRequirements: T(
    `# 报到流程
到校后先到体育馆报到点扫码报到，再到学院迎新点领取校园卡和宿舍钥匙，最后到宿舍办理入住。

# 缴费
学费和住宿费请通过缴费查询核对金额后缴纳；家庭经济困难的同学可申请绿色通道，先报到、后缴费。

# 注意事项
请勿相信任何要求转账的陌生电话或短信；学校不会通过个人账户收取任何费用。`,
    `# 報到流程
到校後先到體育館報到點掃碼報到，再到學院迎新點領取校園卡和宿舍鑰匙，最後到宿舍辦理入住。

# 繳費
學費和住宿費請透過繳費查詢核對金額後繳納；家庭經濟困難的同學可申請綠色通道，先報到、後繳費。

# 注意事項
請勿相信任何要求轉帳的陌生電話或簡訊；學校不會透過個人帳戶收取任何費用。`,
    `# On the day
Check in first by scanning the code at the gymnasium, then collect your campus card and room key at your college's desk, and move into your dormitory.

# Fees
Check your bill under Fees before you pay; in hardship you can apply for the green channel: enrol first, pay later.

# Beware
Never trust a call or message asking you to transfer money: the school never collects fees through a personal account.`,
    `# 当日の流れ
まず体育館の受付でQRコードを読み取って受付し、学部の窓口で学生証と寮の鍵を受け取り、寮に入居します。

# 学費
学費と寮費は学費の確認で金額を確かめてから納付してください。経済的に困難な場合はグリーンチャネル（先に入学、後で納付）を申請できます。

# ご注意
振込を求める不審な電話やメッセージに注意してください。学校が個人口座で費用を受け取ることはありません。`,
  ),
  admissionRequirementsTwo: T(
    `# 必带材料
录取通知书、身份证原件及复印件两份、一寸蓝底证件照八张、高考准考证。

# 视情况携带
户口迁移证（自愿迁户口的同学）、党团组织关系材料、学生档案（未由招生部门寄送的）、家庭经济困难认定材料。

# 生活用品
床上用品学校统一配发，可自带洗漱用品、衣物和常用药品；宿舍禁止使用大功率电器。`,
    `# 必帶材料
錄取通知書、身分證正本及影本兩份、一吋藍底證件照八張、高考准考證。

# 視情況攜帶
戶口遷移證（自願遷戶口的同學）、黨團組織關係材料、學生檔案（未由招生部門寄送的）、家庭經濟困難認定材料。

# 生活用品
床上用品學校統一配發，可自帶盥洗用品、衣物和常用藥品；宿舍禁止使用大功率電器。`,
    `# You must bring
Your admission letter, your ID card with two copies, eight passport photos on a blue background, and your exam admission ticket.

# Bring if it applies
Household transfer certificate (if you move your registration), Party or League records, your student file (if not sent by the admissions office), hardship documents.

# Daily life
Bedding is provided; bring toiletries, clothes and your usual medicine. High-power appliances are not allowed in the dormitories.`,
    `# 必ず持参するもの
合格通知書、身分証の原本とコピー2部、青背景の証明写真8枚、大学入試の受験票。

# 該当する場合に持参
戸籍移転証明（戸籍を移す場合）、党・共青団の関係書類、学生記録（入試部門から送付されていない場合）、経済困難の認定書類。

# 生活用品
寝具は学校が用意します。洗面用具、衣類、常備薬は各自でご用意ください。寮での大電力家電の使用は禁止です。`,
  ),
  rxxz: T(
    `# 入学须知
新生凭录取通知书和身份证报到，因故不能按时报到的，须在报到截止前向所在学院请假，请假不超过两周。

# 入学资格复查
入学后三个月内学校将对新生进行资格复查，复查不合格者取消入学资格。

# 保留入学资格
应征入伍的新生可申请保留入学资格至退役后两年内，请在“新生应征入伍”中提交申请。`,
    `# 入學須知
新生憑錄取通知書和身分證報到，因故不能按時報到的，須在報到截止前向所在學院請假，請假不超過兩週。

# 入學資格複查
入學後三個月內學校將對新生進行資格複查，複查不合格者取消入學資格。

# 保留入學資格
應徵入伍的新生可申請保留入學資格至退役後兩年內，請在「新生應徵入伍」中提交申請。`,
    `# Admission notice
Enrol with your admission letter and ID card. If you cannot come on time, ask your college for leave before the deadline; leave is at most two weeks.

# Review of admission
Within three months of enrolment the school reviews each freshman's admission; a freshman who fails the review loses the place.

# Keeping your place
A freshman who joins the army may keep the place until two years after discharge: apply under "Joining the army".`,
    `# 入学のしおり
合格通知書と身分証を持って入学手続きをしてください。期日に来られない場合は締切前に学部へ届け出てください（最長2週間）。

# 入学資格の再審査
入学後3か月以内に入学資格の再審査を行い、不適格の場合は入学資格を取り消します。

# 入学資格の保留
入隊する新入生は退役後2年以内まで入学資格を保留できます。「新入生の入隊」から申請してください。`,
  ),
  financialAidPolicy: T(
    `# 国家助学金
家庭经济困难的本专科学生可申请，平均每生每年3300元，分档发放。

# 生源地信用助学贷款
每生每年最高不超过20000元（本专科），在校期间利息由财政全额补贴。

# 绿色通道
家庭经济困难的新生可通过绿色通道先办理入学手续，入学后再根据情况申请资助。

# 勤工助学
学校设置校内勤工助学岗位，报酬按小时计算，详见资助中心通知。`,
    `# 國家助學金
家庭經濟困難的本專科學生可申請，平均每生每年3300元，分檔發放。

# 生源地信用助學貸款
每生每年最高不超過20000元（本專科），在校期間利息由財政全額補貼。

# 綠色通道
家庭經濟困難的新生可透過綠色通道先辦理入學手續，入學後再根據情況申請資助。

# 勤工助學
學校設置校內勤工助學崗位，報酬按小時計算，詳見資助中心通知。`,
    `# National grant
Students in financial hardship may apply; on average 3,300 yuan a year per student, paid in levels.

# Student loan from home
Up to 20,000 yuan a year for undergraduates; the state pays all the interest while you study.

# Green channel
Freshmen in hardship can enrol first through the green channel and apply for aid afterwards.

# Work-study
The school offers paid posts on campus by the hour; see the aid centre's notices.`,
    `# 国家助学金
経済的に困難な学生が申請でき、平均で1人年3300元を段階別に支給します。

# 出身地信用助学ローン
学部生は年最高20000元まで。在学中の利息は全額公費で補助されます。

# グリーンチャネル
経済的に困難な新入生は先に入学手続きを済ませ、入学後に支援を申請できます。

# 勤労学生
学内に時給制の勤労学生ポストがあります。詳しくは支援センターのお知らせをご覧ください。`,
  ),
  announcement: T(
    `# 关于做好2026级新生报到工作的通知
2026级新生报到时间为9月6日至7日。各学院在体育馆设迎新点，报到点开放时间为8:00-18:00。

# 接站安排
学校在火车站、高铁站设接站点，需要接站的新生请在“个人信息采集”后填写到校信息。`,
    `# 關於做好2026級新生報到工作的通知
2026級新生報到時間為9月6日至7日。各學院在體育館設迎新點，報到點開放時間為8:00-18:00。

# 接站安排
學校在火車站、高鐵站設接站點，需要接站的新生請在「個人資訊採集」後填寫到校資訊。`,
    `# Enrolment of the 2026 intake
The 2026 freshmen enrol on 6-7 September. Every college has a desk in the gymnasium, open 8:00-18:00.

# Pick-up
The school meets trains at the railway and high-speed stations; if you need a pick-up, give your arrival details after your personal information.`,
    `# 2026年度新入生の入学手続きについて
2026年度新入生の入学手続きは9月6日〜7日です。各学部が体育館に受付を設け、8:00-18:00に開いています。

# 送迎
鉄道駅・高速鉄道駅に送迎ポイントを設けます。送迎が必要な人は個人情報の登録後に到着情報を入力してください。`,
  ),
  consulting: T(
    `# 咨询电话
招生办公室 0371-6000 1000；学生工作处 0371-6000 1234；财务处（缴费）0371-6000 1300；宿舍管理中心 0371-6000 1400。

# 在线提问
也可以在“我要提问”中留言，工作人员会在一个工作日内回复，常见问题会收录到问答中。`,
    `# 諮詢電話
招生辦公室 0371-6000 1000；學生工作處 0371-6000 1234；財務處（繳費）0371-6000 1300；宿舍管理中心 0371-6000 1400。

# 線上提問
也可以在「我要提問」中留言，工作人員會在一個工作日內回覆，常見問題會收錄到問答中。`,
    `# Phone
Admissions 0371-6000 1000; student affairs 0371-6000 1234; finance (fees) 0371-6000 1300; dormitory centre 0371-6000 1400.

# Ask online
Or leave a question under "Questions": staff answer within a working day, and common questions join the FAQ.`,
    `# 電話
入試課 0371-6000 1000／学生課 0371-6000 1234／財務課（学費）0371-6000 1300／寮管理センター 0371-6000 1400。

# オンラインで質問
「質問」から質問することもできます。1営業日以内に回答し、よくある質問はQ&Aに掲載します。`,
  ),
};
