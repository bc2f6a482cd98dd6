import type { FaqGroup } from './faq';

export const FAQ: FaqGroup[] = [
  {
    audience: 'student',
    title: 'For students',
    items: [
      {
        question: 'How do I apply for leave?',
        answer: [
          'On the Workbench, open "Leave and return" under Common applications. Fill in the type of leave, the dates, the reason and where you are going, attach proof if needed, and submit.',
          'Before you submit, the page shows the approval steps your request will go through.',
        ],
      },
      {
        question: 'Who approves my leave?',
        answer: [
          'Up to 2 days: your counsellor. From 2 to 7 days: your counsellor, then your college. Over 7 days: also the student affairs office.',
        ],
      },
      {
        question: 'How do I report back after leave?',
        answer: [
          'When you are back, open "Leave and return", find the leave under My leaves and tap "Return". Please do this promptly after you are back.',
        ],
      },
      {
        question: 'How do I follow my request?',
        answer: [
          'Tap "My requests" on the Workbench and open a request to see its approval history and current step.',
          'When a request is approved, rejected or sent back to you, you get a message under Message.',
        ],
      },
      {
        question: 'Can I withdraw or change a request after submitting it?',
        answer: [
          'Until an approver has acted on it, you can withdraw it under My requests. It becomes a draft again, which you can change and submit.',
          'If a request is sent back to you, change it as the approver asked and submit it again.',
        ],
      },
      {
        question: 'Nobody has acted on my request. What can I do?',
        answer: [
          'Open the request under My requests and tap "Urge" to remind the approver. You can urge each step at most once every 10 minutes.',
        ],
      },
      {
        question: 'Why can I not find a classmate in the address book?',
        answer: [
          'To protect personal information, students see all staff of the school and the students of their own class, not students of other classes.',
        ],
      },
    ],
  },
  {
    audience: 'staff',
    title: 'For staff',
    items: [
      {
        question: 'How do I handle my to-do items?',
        answer: [
          'The To-do count on the Workbench shows what is waiting for you. Open an item to see the request and its approval history, write your opinion, then approve, reject or send it back.',
          'You get a message when a new item arrives or when someone urges you.',
        ],
      },
      {
        question: 'How can a colleague handle my items while I am away?',
        answer: [
          'You can transfer a single item to a colleague. For a period away, set up a delegation: new items in that period go to your delegate.',
          'Transfers and delegations are listed, and can be withdrawn, under Transfers and delegations.',
        ],
      },
      {
        question: 'I made a mistake in an approval. Can I take it back?',
        answer: [
          'Under Revocable, items whose next step has not been handled yet can be taken back and handled again.',
        ],
      },
      {
        question: 'How do I make an announcement?',
        answer: [
          'Staff of the student affairs office, college student affairs staff and tenant admins can publish. Open Announcement, tap "Make an announcement", fill in the title, type, expiry date and text. You can save it as a draft first.',
          'When it is published, every member of the school (or only staff) gets an announcement message. Expired announcements are under Expired.',
        ],
      },
      {
        question: 'Which students can I see in the address book?',
        answer: [
          'The students of your own unit and of the classes where you are counsellor, teacher or in charge of student affairs. The student affairs office and tenant admins see every student.',
        ],
      },
      {
        question: 'Where is my class roster?',
        answer: [
          'Counsellors and teachers find the class roster and the students’ contacts under More > Data lists on the Workbench.',
        ],
      },
    ],
  },
  {
    audience: 'everyone',
    title: 'Account and settings',
    items: [
      {
        question: 'How do I change my password?',
        answer: [
          'Under Mine, tap "Change password" and enter your old and new password. The new one needs at least 8 characters with letters and digits.',
        ],
      },
      {
        question: 'I forgot my password. What now?',
        answer: [
          'On the login screen, tap "Forget password", get a verification code on the mobile number of your account, and set a new password.',
        ],
      },
      {
        question: 'What is a tenant, and how do I switch schools?',
        answer: [
          'Each school is a tenant. If you belong to more than one school, tap "Switch tenant" under Mine.',
          'After switching, the Workbench, messages, announcements and address book show the chosen school.',
        ],
      },
      {
        question: 'How do I change the language?',
        answer: [
          'Under Mine, tap "Switch language" and choose 简体中文, 繁體中文, English or 日本語. Your choice is remembered.',
        ],
      },
      {
        question: 'Why is my message count not up to date?',
        answer: [
          'The unread count updates when you open the app, come back to it and read messages. Pull down on the Workbench to refresh it.',
        ],
      },
    ],
  },
];
