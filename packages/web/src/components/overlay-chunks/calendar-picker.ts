/** antd-mobile's CalendarPicker in a chunk of its own (components/calendar-picker.tsx). */
export { CalendarPicker } from 'antd-mobile';
